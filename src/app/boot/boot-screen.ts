import type { EnterpriseConfig, Language } from '../../../protocol';
import { writeStored } from '../../lib/storage';
import { resolveThemeColors } from '../../lib/theme';

/*
 * The first screen, painted before the bundle has downloaded and run (decision 0062). index.html
 * holds a loading screen; public/boot.js names it in the language and colours of the last visit
 * (this key, written below after each init answer) when the enterprise about to open is the one
 * remembered, else in the browser's language. boot.js is a separate file, not inline: the portal's
 * Content-Security-Policy allows scripts from its own origin only. Plain ES5 without imports, kept
 * small (bench/bundle.ts counts it); React replaces the whole screen on its first render.
 */

/** Read by public/boot.js before the bundle runs; keep the two in step. */
export const BOOT_SCREEN_KEY = 'lp:boot';

export interface BootScreen {
  eid: number;
  /** The enterprise's name, shown above the first screen's spinner on the next visit. */
  name: string;
  /** The theme colour the portal painted (a user portal's wins), as #rrggbb. */
  theme: string;
  language: Language;
}

/** What the next visit's first screen shows; only what every visitor of the page sees anyway. */
export function bootScreenOf(enterprise: EnterpriseConfig, language: Language): BootScreen {
  return {
    eid: enterprise.eid,
    name: enterprise.enterpriseName,
    theme: resolveThemeColors(enterprise).theme,
    language,
  };
}

interface BootSource {
  loadState: string;
  enterprise: EnterpriseConfig | null;
  language: Language;
}

/**
 * Keeps the last visit's first screen up to date: after each init answer and each language switch.
 * Writes only when something changed, so the store's frequent updates cost a string compare.
 */
export function keepBootScreen(subscribe: (listener: (state: BootSource) => void) => unknown): void {
  let last = '';
  subscribe((state) => {
    if (state.loadState !== 'load' || !state.enterprise) return;
    const next = JSON.stringify(bootScreenOf(state.enterprise, state.language));
    if (next === last) return;
    last = next;
    writeStored('local', BOOT_SCREEN_KEY, next);
  });
}
