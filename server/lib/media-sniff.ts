import { sniffImageType } from './image-type';

/** The kinds a sniff tells apart (micro-course uploads, assignment files, …). */
export type SniffKind = 'image' | 'video' | 'audio' | 'document';

/**
 * The type of an upload from its first bytes (magic numbers), never from its name: the name
 * only picks between types the bytes cannot tell apart (a .docx and an .xlsx are both zips).
 */
function at(data: Buffer, bytes: number[] | string, offset = 0): boolean {
  const expected = typeof bytes === 'string' ? [...Buffer.from(bytes, 'latin1')] : bytes;
  return data.length >= offset + expected.length && expected.every((byte, i) => data[offset + i] === byte);
}

function isoBrand(head: Buffer): string | null {
  return at(head, 'ftyp', 4) && head.length >= 12 ? head.subarray(8, 12).toString('latin1') : null;
}

/** An MPEG audio frame header: 11 sync bits, a defined version and layer III. */
export function isMp3FrameHeader(data: Buffer, offset: number): boolean {
  if (data.length < offset + 4 || data[offset] !== 0xff || (data[offset + 1]! & 0xe0) !== 0xe0) return false;
  const version = (data[offset + 1]! >> 3) & 0x03;
  const layer = (data[offset + 1]! >> 1) & 0x03;
  const bitrate = data[offset + 2]! >> 4;
  const rate = (data[offset + 2]! >> 2) & 0x03;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

function extensionOf(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

export function sniffUploadType(kind: SniffKind, head: Buffer, fileName: string): string | null {
  if (kind === 'image') return sniffImageType(head);
  const brand = isoBrand(head);
  if (kind === 'video') {
    if (brand && !brand.startsWith('M4A')) return 'mp4';
    if (at(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
    return null;
  }
  if (kind === 'audio') {
    if (brand?.startsWith('M4A')) return 'm4a';
    if (at(head, 'ID3') || isMp3FrameHeader(head, 0)) return 'mp3';
    if (at(head, 'RIFF') && at(head, 'WAVE', 8)) return 'wav';
    if (at(head, 'OggS')) return 'ogg';
    return null;
  }
  if (at(head, '%PDF-')) return 'pdf';
  const extension = extensionOf(fileName);
  if (at(head, [0x50, 0x4b, 0x03, 0x04])) return ['docx', 'xlsx', 'pptx'].includes(extension) ? extension : 'docx';
  if (at(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return ['doc', 'xls', 'ppt'].includes(extension) ? extension : 'doc';
  return null;
}

/** The stored file's extension for a detected type. */
export function extensionForType(type: string): string {
  return type === 'jpeg' ? 'jpg' : type;
}
