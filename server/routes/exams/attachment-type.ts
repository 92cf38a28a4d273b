import { sniffImageType } from '../../lib/image-type';

/**
 * Essay attachments: images, PDF and office documents, told apart by their first bytes (magic
 * numbers). The client's file name only picks between types the bytes cannot separate (a .docx
 * and an .xlsx are both zip files) and is kept, cleaned, as the name shown to graders.
 */
function at(data: Buffer, bytes: number[] | string, offset = 0): boolean {
  const expected = typeof bytes === 'string' ? [...Buffer.from(bytes, 'latin1')] : bytes;
  return data.length >= offset + expected.length && expected.every((byte, i) => data[offset + i] === byte);
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

export const ATTACHMENT_TYPES = Object.keys(MIME);

function extensionOf(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

/** The stored extension and MIME type of an attachment, or null when its bytes are not an accepted type. */
export function sniffAttachment(data: Buffer, fileName: string): { extension: string; mime: string } | null {
  const image = sniffImageType(data);
  const ext = extensionOf(fileName);
  let type: string | null = null;
  if (image) type = image === 'jpeg' ? 'jpg' : image;
  else if (at(data, '%PDF-')) type = 'pdf';
  else if (at(data, [0x50, 0x4b, 0x03, 0x04])) type = ['docx', 'xlsx', 'pptx'].includes(ext) ? ext : 'docx';
  else if (at(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    type = ['doc', 'xls', 'ppt'].includes(ext) ? ext : 'doc';
  return type ? { extension: type, mime: MIME[type]! } : null;
}

/** A display name without paths or control characters, at most 120 characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 120);
  return base || `attachment.${extension}`;
}
