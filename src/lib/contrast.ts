/*
 * WCAG 2.1 contrast (success criterion 1.4.3) for the enterprise brand colours: an enterprise may
 * choose any colour (spec 000 §5), and a light one (the default red #f62d2b, a bright green) is
 * unreadable as text on the portal's light backgrounds and under white text on a button.
 * accessibleShade keeps the hue and darkens only as far as AA needs (decision 0044).
 */

/** The text contrast AA asks for (normal-size text). */
export const AA_TEXT = 4.5;

/**
 * The light backgrounds the portal puts brand-coloured text on: white cards, the page (#f7f8fa)
 * and Arco's fill-2 (#f2f3f5: selected menu items, hovered rows). White text on a brand-coloured
 * button is the same pair as brand text on white, so passing these covers it too.
 */
export const LIGHT_BACKGROUNDS: readonly string[] = ['#ffffff', '#f7f8fa', '#f2f3f5'];

function channels(colour: string): [number, number, number] {
  const n = parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of a "#rrggbb" colour (WCAG 2.1 definition). */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two "#rrggbb" colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour itself when it reaches `ratio` against every background; otherwise the lightest
 * shade of it (mixed towards black in 1% steps, so the hue stays) that does. Black always does,
 * so there is always an answer. Expects a normalised "#rrggbb" (theme.ts normalises first).
 */
export function accessibleShade(
  colour: string,
  backgrounds: readonly string[] = LIGHT_BACKGROUNDS,
  ratio: number = AA_TEXT,
): string {
  const base = channels(colour);
  for (let step = 0; step <= 100; step += 1) {
    const shade = hex(base.map((c) => c * (1 - step / 100)));
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= ratio)) return shade;
  }
  return '#000000';
}
