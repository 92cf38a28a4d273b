import type { CoursePlaybill } from '../../../protocol';

export interface PosterInput {
  playbill: CoursePlaybill;
  url: string;
  /** The QR code as a data URL. */
  qr: string;
  scanHint: string;
  /** "Lecturer: …" in the learner's language. */
  lecturerLine: string;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = src;
  });
}

/** Break text into lines that fit `width` (by character, so Chinese wraps too). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (ctx.measureText(line + ch).width > width && line) {
      lines.push(line);
      line = ch.trimStart();
      if (lines.length === maxLines) return lines.map((l, i) => (i === maxLines - 1 ? `${l.slice(0, -1)}…` : l));
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draw the poster as a 600×900 PNG data URL (the theme colour on top, the QR code below). */
export async function drawPoster(input: PosterInput): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 900;
  const ctx = canvas.getContext('2d')!;
  const theme = getComputedStyle(document.documentElement).getPropertyValue('--lp-theme-color').trim() || '#165dff';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 600, 900);
  const gradient = ctx.createLinearGradient(0, 0, 600, 380);
  gradient.addColorStop(0, theme);
  gradient.addColorStop(1, '#1d2129');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 600, 380);
  ctx.fillStyle = '#ffffff';
  ctx.font = '24px sans-serif';
  ctx.fillText(input.playbill.enterpriseName, 40, 64);
  ctx.font = 'bold 40px sans-serif';
  wrap(ctx, input.playbill.title, 520, 3).forEach((line, i) => ctx.fillText(line, 40, 150 + i * 54));
  ctx.font = '24px sans-serif';
  ctx.fillText(input.lecturerLine, 40, 340);
  const qr = await loadImage(input.qr);
  ctx.drawImage(qr, 180, 450, 240, 240);
  ctx.fillStyle = '#4e5969';
  ctx.font = '22px sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(input.scanHint, 300, 740);
  ctx.font = '16px sans-serif';
  ctx.fillText(input.url, 300, 780, 540);
  return canvas.toDataURL('image/png');
}
