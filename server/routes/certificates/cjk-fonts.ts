import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * Chinese text in generated PDFs (decision 0046). @fontsource/noto-sans-sc ships Noto Sans SC cut
 * into ~100 unicode-range subsets (what browsers download piecemeal); it covers Simplified and
 * Traditional characters and Latin. For a text we pick only the subsets its characters fall in,
 * embed each (subsetted again by pdf-lib to the glyphs used) and draw the text in runs, one font a
 * run — so a certificate carries a few tens of KB of font, not 10 MB.
 */
const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));

interface Subset {
  file: string;
  ranges: [number, number][];
}

let subsets: Subset[] | undefined;

function loadSubsets(): Subset[] {
  const table = JSON.parse(fs.readFileSync(path.join(packageDir, 'unicode.json'), 'utf8')) as Record<string, string>;
  // Latin first: the common case for digits and letters is the smallest file.
  const keys = Object.keys(table).sort((a, b) => Number(a.startsWith('[')) - Number(b.startsWith('[')));
  return keys.map((key) => ({
    file: key.replace(/^\[|\]$/g, ''),
    ranges: table[key]!.split(',').map((part) => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      const start = parseInt(from!, 16);
      return [start, to ? parseInt(to, 16) : start] as [number, number];
    }),
  }));
}

/** The subset (file stem) that holds a code point, or null when the font has no glyph for it. */
export function subsetOf(codePoint: number): string | null {
  subsets ??= loadSubsets();
  for (const subset of subsets)
    if (subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) return subset.file;
  return null;
}

export type FontWeight = 400 | 700;

const fileCache = new Map<string, Buffer>();
function fontBytes(subset: string, weight: FontWeight): Buffer {
  const name = `noto-sans-sc-${subset}-${weight}-normal.woff`;
  let bytes = fileCache.get(name);
  if (!bytes) {
    bytes = woffToSfnt(fs.readFileSync(path.join(packageDir, 'files', name)));
    fileCache.set(name, bytes);
  }
  return bytes;
}

export interface TextRun {
  text: string;
  font: PDFFont;
}

/** Embeds fonts into one document as its texts need them. */
export class CjkFonts {
  private readonly embedded = new Map<string, PDFFont>();
  constructor(private readonly doc: PDFDocument) {}

  private async font(subset: string, weight: FontWeight): Promise<PDFFont> {
    const key = `${subset}-${weight}`;
    let font = this.embedded.get(key);
    if (!font) {
      font = await this.doc.embedFont(fontBytes(subset, weight), { subset: true });
      this.embedded.set(key, font);
    }
    return font;
  }

  /** The text in runs of one font each; characters no subset covers become "?" (never silently lost). */
  async runs(text: string, weight: FontWeight): Promise<TextRun[]> {
    const runs: { text: string; subset: string }[] = [];
    for (const char of text) {
      const code = char.codePointAt(0)!;
      const subset = subsetOf(code) ?? subsetOf(0x3f)!;
      const shown = subsetOf(code) ? char : '?';
      const last = runs[runs.length - 1];
      if (last && last.subset === subset) last.text += shown;
      else runs.push({ text: shown, subset });
    }
    return Promise.all(runs.map(async (run) => ({ text: run.text, font: await this.font(run.subset, weight) })));
  }
}

export function widthOf(runs: TextRun[], size: number): number {
  return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}
