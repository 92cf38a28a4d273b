import { accessibleShade } from './contrast';
import { normaliseColour } from './validators';
import { DEFAULT_HOVER_COLOR, DEFAULT_THEME_COLOR, type EnterpriseConfig } from '../../protocol';

export interface ThemeColors {
  theme: string;
  hover: string;
}

export const DEFAULT_THEME: ThemeColors = { theme: DEFAULT_THEME_COLOR, hover: DEFAULT_HOVER_COLOR };

export { normaliseColour } from './validators';

function rgb(colour: string): [number, number, number] {
  const n = parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Arco's palette variables hold "r,g,b" triples, not colours. */
export function rgbTriple(colour: string): string {
  return rgb(colour).join(',');
}

/** Mix a colour towards white (weight 0..1 of white). Arco's light steps 1–4 are tints of step 6. */
function tint(colour: string, weight: number): string {
  return rgb(colour)
    .map((c) => Math.round(c + (255 - c) * weight))
    .join(',');
}

function darken(colour: string, amount: number): string {
  const hex = rgb(colour)
    .map((c) =>
      Math.round(c * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
  return `#${hex}`;
}

type ThemeSource = Pick<EnterpriseConfig, 'theme_color' | 'hover_color' | 'userPortal'>;

/**
 * The colours to show: a user portal's own colours win over the enterprise's (spec 000 §1),
 * and anything invalid or empty falls back to the default brand. A valid theme without a
 * valid hover gets a darkened theme rather than the red default hover, which would clash.
 */
export function resolveThemeColors(source: ThemeSource | null | undefined): ThemeColors {
  if (!source) return DEFAULT_THEME;
  const portal = source.userPortal;
  const theme = normaliseColour(portal?.themeColor) ?? normaliseColour(source.theme_color);
  if (!theme) return DEFAULT_THEME;
  const hover = normaliseColour(portal?.hoverColor) ?? normaliseColour(source.hover_color);
  return { theme, hover: hover ?? darken(theme, 0.2) };
}

/**
 * Apply the colours as CSS variables. `--lp-theme-color` / `--lp-hover-color` (documentElement)
 * serve our own styles; Arco's `--primary-*` palette is written on both documentElement and
 * body because Arco's stylesheet declares that palette on `body`, where an inherited value
 * from html would lose.
 *
 * Both carry the brand's accessible shade (contrast.ts): the brand itself when it reaches 4.5:1
 * on the portal's light backgrounds, else the lightest darker shade of it that does, because
 * they colour text (links, active tabs, prices) and white text on buttons (decision 0044).
 * `--lp-brand-color` keeps the brand exactly, for decoration that carries no text.
 */
export function applyTheme(colors: ThemeColors, doc: Document = document): void {
  const root = doc.documentElement;
  const theme = accessibleShade(colors.theme);
  const hover = accessibleShade(colors.hover);
  root.style.setProperty('--lp-brand-color', colors.theme);
  root.style.setProperty('--lp-theme-color', theme);
  root.style.setProperty('--lp-hover-color', hover);
  const palette: Record<string, string> = {
    '--primary-1': tint(theme, 0.9),
    '--primary-2': tint(theme, 0.75),
    '--primary-3': tint(theme, 0.55),
    '--primary-4': tint(theme, 0.3),
    '--primary-5': rgbTriple(hover),
    '--primary-6': rgbTriple(theme),
    '--primary-7': rgbTriple(hover),
  };
  for (const target of [root, doc.body]) {
    if (!target) continue;
    for (const [name, value] of Object.entries(palette)) target.style.setProperty(name, value);
  }
}
