import type { LanguageChoice } from '../../../../protocol';
import { api } from '../../../lib/api-client';

// Saves run one after another, so quick switches (en → 繁 → 简) end on the last choice.
let queue: Promise<unknown> = Promise.resolve();

/**
 * POST /v1/user/languages/switch — save a signed-in member's choice. The parameter is `lang`
 * because `language` is an envelope field (the language this request is answered in).
 */
export function switchLanguage(choice: LanguageChoice): Promise<void> {
  const next = queue.then(async () => {
    const { switchLanguageCall } = await import('../../../../protocol/calls/language');
    return api.request(switchLanguageCall, { lang: choice });
  });
  queue = next.catch(() => undefined);
  return next.then(() => undefined);
}
