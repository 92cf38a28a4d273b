import { inflateSync } from 'node:zlib';

/**
 * Just enough image reading for the face simulator (decision 0028): is this a real JPEG or PNG,
 * and is it (nearly) one flat colour — a covered camera or a blank canvas?
 *
 * PNG is decoded exactly (8/16-bit, non-interlaced) and judged by the spread of its pixel values.
 * JPEG is judged without decoding: a flat image costs the entropy coder a few bits per 8×8 block,
 * while any real camera picture costs far more, so the scan's bytes per pixel tell them apart.
 */
export type FrameVerdict =
  | { kind: 'not_image' }
  | {
      kind: 'image';
      format: 'jpeg' | 'png';
      width: number;
      height: number;
      uniform: boolean;
      dark: boolean;
      simulate?: string;
    };

/** Scan bytes per pixel below which a JPEG is flat (flat frames measure < 0.01, even a smooth drawn face > 0.025). */
export const JPEG_FLAT_BYTES_PER_PIXEL = 0.015;
/** Standard deviation of the pixel values (0…255) below which a PNG is flat. */
export const PNG_FLAT_SPREAD = 4;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function readFrame(data: Buffer): FrameVerdict {
  try {
    if (data.length > 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(data) ?? { kind: 'not_image' };
    if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
      return readJpeg(data) ?? { kind: 'not_image' };
  } catch {
    // A truncated or corrupt file is not an image the provider could read.
  }
  return { kind: 'not_image' };
}

function readJpeg(data: Buffer): FrameVerdict | null {
  let offset = 2;
  let width = 0;
  let height = 0;
  let scanBytes = 0;
  let sawEnd = false;
  while (offset + 2 <= data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    if (marker === 0xd9) {
      sawEnd = true;
      break;
    }
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (offset + 4 > data.length) return null;
    const length = data.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > data.length) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      height = data.readUInt16BE(offset + 5);
      width = data.readUInt16BE(offset + 7);
    }
    offset += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither stuffing (FF00) nor a restart.
      const start = offset;
      while (
        offset + 1 < data.length &&
        !(
          data[offset] === 0xff &&
          data[offset + 1] !== 0x00 &&
          !(data[offset + 1]! >= 0xd0 && data[offset + 1]! <= 0xd7)
        )
      )
        offset++;
      scanBytes += offset - start;
    }
  }
  if (!sawEnd || !width || !height || !scanBytes) return null;
  const uniform = scanBytes / (width * height) < JPEG_FLAT_BYTES_PER_PIXEL;
  // Without decoding, brightness is unknown; a flat camera frame is almost always a covered lens.
  return { kind: 'image', format: 'jpeg', width, height, uniform, dark: uniform };
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function readPng(data: Buffer): FrameVerdict | null {
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | null = null;
  const idat: Buffer[] = [];
  let palette: Buffer | null = null;
  let simulate: string | undefined;
  while (offset + 8 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) return null;
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        colour: body[9]!,
        interlace: body[12]!,
      };
    else if (type === 'PLTE') palette = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    // Test hook: a `tEXt` chunk "sim-face" names the refusal the simulator should answer.
    else if (type === 'tEXt' && body.toString('latin1').startsWith('sim-face\0'))
      simulate = body.toString('latin1').slice(9);
    offset += 12 + length;
  }
  if (
    !header ||
    !idat.length ||
    header.interlace !== 0 ||
    !(header.depth === 8 || header.depth === 16) ||
    CHANNELS[header.colour] === undefined
  )
    return null;
  const { width, height } = header;
  if (width * height > 40_000_000) return null;
  const bytesPerPixel = (CHANNELS[header.colour]! * header.depth) / 8;
  const stride = width * bytesPerPixel;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length < (stride + 1) * height) return null;
  const pixels = unfilter(raw, stride, height, bytesPerPixel);
  // Luminance-ish sample: the first byte of each pixel (palette colours looked up), a step to stay fast.
  const step = Math.max(1, Math.floor((width * height) / 50_000));
  let count = 0;
  let sum = 0;
  let squares = 0;
  for (let p = 0; p < width * height; p += step) {
    let value = pixels[p * bytesPerPixel]!;
    if (header.colour === 3 && palette) value = palette[value * 3] ?? 0;
    count++;
    sum += value;
    squares += value * value;
  }
  const mean = sum / count;
  const spread = Math.sqrt(Math.max(0, squares / count - mean * mean));
  return {
    kind: 'image',
    format: 'png',
    width,
    height,
    uniform: spread < PNG_FLAT_SPREAD,
    dark: mean < 40,
    ...(simulate ? { simulate } : {}),
  };
}

function unfilter(raw: Buffer, stride: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(stride * height);
  const unit = Math.max(1, Math.floor(bpp));
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= unit ? out[row + x - unit]! : 0;
      const b = y > 0 ? out[row - stride + x]! : 0;
      const c = x >= unit && y > 0 ? out[row - stride + x - unit]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[row + x] = (line[x]! + predictor) & 0xff;
    }
  }
  return out;
}
