import { createRoot } from 'react-dom/client';
import { SliderCheckDialog, type SliderCheckCalls } from './slider-check-dialog';

/** Show the slider puzzle over the page; resolves with the ticket once passed, null when closed. */
export function askSliderCheck(calls: SliderCheckCalls): Promise<string | null> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const finish = (ticket: string | null) => {
      root.unmount();
      host.remove();
      resolve(ticket);
    };
    root.render(<SliderCheckDialog {...calls} onPassed={finish} onClose={() => finish(null)} />);
  });
}
