import { ErrorCode } from '../../protocol';
import { api, isApiError } from './api-client';
import { whenRestStyles } from './rest-styles';

/**
 * Code sending answers SLIDER_REQUIRED after repeated sends (decision 0037). `withSliderCheck`
 * sends; on that answer it shows the slider puzzle and, once passed, sends again with the
 * puzzle's ticket. Closing the puzzle gives up with the server's own refusal. The puzzle's code
 * is loaded only when it is needed, so pages that send codes stay small.
 */
export async function withSliderCheck<T>(send: (sliderTicket?: string) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isApiError(error) || error.code !== ErrorCode.SLIDER_REQUIRED) throw error;
    const [{ askSliderCheck }, { sliderChallengeCall, sliderVerifyCall }] = await Promise.all([
      import('../components/slider-check/ask-slider-check'),
      import('../../protocol/calls/auth'),
      // The puzzle is an Arco Modal; on /login its CSS may not have loaded yet (decision 0069).
      whenRestStyles(),
    ]);
    const ticket = await askSliderCheck({
      loadPuzzle: () => api.request(sliderChallengeCall, {}, { quiet: true }),
      answer: (answer) => api.request(sliderVerifyCall, answer, { quiet: true }),
    });
    if (!ticket) throw error;
    return send(ticket);
  }
}
