import type { OpenData } from '../types';

/** Outside WeCom names arrive as text: nothing to register or bind. */
export const NO_OPEN_DATA: OpenData = {
  enabled: false,
  init: async () => false,
  bind: () => undefined,
};
