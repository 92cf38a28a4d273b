import { WATERMARK } from '../../lib/constants';

export interface WatermarkTile {
  /** A `url(...)` for background-image. */
  image: string;
  width: number;
  height: number;
}

/**
 * The repeating tile (decision 0006). Each mark fills the 210×80 block; `density` is the share of
 * the screen the blocks cover, so a tile is the block grown by 1/√density each way (0.3 → 383×146).
 * Lines are at least `minMarkHeight` apart so small fonts stay legible when rotated.
 */
export function watermarkTile(lines: readonly string[], density: number = WATERMARK.density): WatermarkTile {
  const grow = 1 / Math.sqrt(Math.min(1, Math.max(0.05, density)));
  const width = Math.round(WATERMARK.blockWidth * grow);
  const height = Math.round(WATERMARK.blockHeight * grow);
  const lineHeight = Math.max(WATERMARK.minMarkHeight, WATERMARK.fontSize);
  const ratio = typeof window !== 'undefined' && window.devicePixelRatio > 1 ? window.devicePixelRatio : 1;
  const canvas = typeof document !== 'undefined' ? document.createElement('canvas') : null;
  const context = canvas?.getContext?.('2d') ?? null;
  if (!canvas || !context) return { image: svgTile(lines, width, height, lineHeight), width, height };

  canvas.width = width * ratio;
  canvas.height = height * ratio;
  context.scale(ratio, ratio);
  context.translate(width / 2, height / 2);
  context.rotate((-WATERMARK.angle * Math.PI) / 180);
  context.font = `${WATERMARK.fontSize}px -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif`;
  context.fillStyle = '#000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const top = -((lines.length - 1) * lineHeight) / 2;
  lines.forEach((line, index) => context.fillText(line, 0, top + index * lineHeight, WATERMARK.blockWidth));
  return { image: `url("${canvas.toDataURL('image/png')}")`, width, height };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where no canvas exists (tests, very locked-down browsers): the same tile as SVG. */
function svgTile(lines: readonly string[], width: number, height: number, lineHeight: number): string {
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const texts = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${top + i * lineHeight}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g transform="rotate(-${WATERMARK.angle} ${width / 2} ${height / 2})" font-size="${WATERMARK.fontSize}" fill="#000">${texts}</g></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
