/**
 * The portal's business constants of spec 000 §9 in one module (the wire constants live in
 * protocol/constants.ts). Change a value here and every screen follows.
 */
export const DEBOUNCE_MS = 3000;
export const SHARE_CONFIG_DELAY_MS = 500;
export const PROMPT_REDIRECT_DELAY_MS = 2000;
export const LOW_BROWSER_BANNER_HIDE_DAYS = 15;
export const THUMBNAIL_WIDTHS = [100, 200, 400, 600, 800] as const;
export const ELLIPSIS_DEFAULT_LENGTH = 5;
export const LOGIN_DIALOG_WIDTH_PX = 480;
export const MIN_LAYOUT_WIDTH_PX = 1200;
export const SCROLL_TO_TOP_MS = 500;

export const WATERMARK = {
  opacity: 0.15,
  blockWidth: 210,
  blockHeight: 80,
  angle: 20,
  fontSize: 12,
  density: 0.3,
  minMarkHeight: 17,
  recheckMs: 2000,
} as const;

/** Days per month as the spec's month options list them (February always 29, so any birthday fits). */
export const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
