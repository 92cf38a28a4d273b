import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { Language } from '../../../protocol';
import { CjkFonts, widthOf, type FontWeight } from './cjk-fonts';

/**
 * The certificate as a PDF (decision 0046): A4 landscape, drawn by the server with pdf-lib, in the
 * reader's language; names in any of the three languages render through the Noto Sans SC subsets.
 */
export interface CertificatePdfInput {
  holderName: string;
  certificateName: string;
  sourceName: string;
  serial: string;
  acquiredAt: number;
  expiresAt: number | null;
  enterpriseName: string;
  language: Language;
  /** The enterprise's theme colour, '#rrggbb'. */
  color: string;
}

const LABELS: Record<
  Language,
  Record<'title' | 'awarded' | 'for' | 'source' | 'acquired' | 'valid' | 'forever' | 'serial', string>
> = {
  zh_cn: {
    title: '荣誉证书',
    awarded: '兹证明',
    for: '已获得',
    source: '来源',
    acquired: '获得时间',
    valid: '有效期至',
    forever: '长期有效',
    serial: '证书编号',
  },
  zh_hant: {
    title: '榮譽證書',
    awarded: '茲證明',
    for: '已獲得',
    source: '來源',
    acquired: '獲得時間',
    valid: '有效期至',
    forever: '長期有效',
    serial: '證書編號',
  },
  en_us: {
    title: 'Certificate',
    awarded: 'This certifies that',
    for: 'has been awarded',
    source: 'Source',
    acquired: 'Acquired',
    valid: 'Valid until',
    forever: 'No expiry',
    serial: 'Serial no.',
  },
};

function colorOf(hex: string): RGB {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  const value = match ? parseInt(match[1]!, 16) : 0xf62d2b;
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** A date as the certificate prints it (UTC+8, the portal's home time, like the demo data). */
function dateText(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(input.certificateName);
  doc.setProducer('learning-portal');
  doc.setCreationDate(new Date(input.acquiredAt));
  const fonts = new CjkFonts(doc);
  const page = doc.addPage([842, 595]);
  const { width, height } = page.getSize();
  const brand = colorOf(input.color);
  const ink = rgb(0.13, 0.13, 0.16);
  const muted = rgb(0.42, 0.42, 0.47);
  const labels = LABELS[input.language];

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: brand, borderWidth: 6 });
  page.drawRectangle({ x: 40, y: 40, width: width - 80, height: height - 80, borderColor: brand, borderWidth: 1 });

  async function centred(text: string, y: number, size: number, weight: FontWeight, color: RGB, page: PDFPage) {
    const runs = await fonts.runs(text, weight);
    // Too long for the line: shrink to fit rather than run off the page.
    const fitted = Math.min(size, (size * (width - 140)) / Math.max(1, widthOf(runs, size)));
    let x = (width - widthOf(runs, fitted)) / 2;
    for (const run of runs) {
      page.drawText(run.text, { x, y, size: fitted, font: run.font, color });
      x += run.font.widthOfTextAtSize(run.text, fitted);
    }
  }

  await centred(input.enterpriseName, height - 95, 16, 400, muted, page);
  await centred(labels.title, height - 160, 44, 700, brand, page);
  await centred(labels.awarded, height - 215, 16, 400, muted, page);
  await centred(input.holderName, height - 262, 32, 700, ink, page);
  await centred(labels.for, height - 302, 16, 400, muted, page);
  await centred(input.certificateName, height - 350, 28, 700, ink, page);
  const separator = input.language === 'en_us' ? ': ' : '：';
  if (input.sourceName)
    await centred(`${labels.source}${separator}${input.sourceName}`, height - 395, 14, 400, muted, page);
  const validity =
    input.expiresAt === null ? labels.forever : `${labels.valid}${separator}${dateText(input.expiresAt)}`;
  await centred(
    `${labels.acquired}${separator}${dateText(input.acquiredAt)}    ${validity}`,
    height - 430,
    14,
    400,
    muted,
    page,
  );
  await centred(`${labels.serial}${separator}${input.serial}`, 70, 11, 400, muted, page);
  return doc.save();
}
