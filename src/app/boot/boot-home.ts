/*
 * The last visit's home, painted by public/boot.js before the bundle runs (decision 0075): on /index,
 * for the member who kept it (`lp:home-first`, src/features/home/first-paint.ts), in that member's
 * language, the shell's header, the study summary still loading and the banner's first slide, each
 * on the rectangle React's home renders it on (boot-home.css). The largest paint of a returning
 * visit is then that slide's title, painted before the start-up chunk has even run.
 *
 * React's first render is the load gate's loading screen (the init call is still out), which would
 * replace that picture with a spinner for the length of the call: the picture is kept instead, the
 * very same nodes (boot-home-picture.tsx), until the gate lets the portal render the real home.
 */

/** The class of boot.js's picture of the home (index.html's #root holds it beside #lp-boot). */
export const BOOT_HOME_CLASS = 'lp-boot-home';

/** boot.js's picture of the home in `root`, before React's first render clears it; null when none was painted. */
export function findBootHome(root: HTMLElement): HTMLElement | null {
  for (const child of Array.from(root.children)) {
    if (child instanceof HTMLElement && child.classList.contains(BOOT_HOME_CLASS)) return child;
  }
  return null;
}
