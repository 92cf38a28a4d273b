import { crc32, deflateSync } from 'node:zlib';

/** A tiny PNG encoder for tests (8-bit RGB, filter 0), with an optional `tEXt` chunk. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
  text?: [string, string],
): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(text ? [chunk('tEXt', Buffer.from(`${text[0]}\0${text[1]}`, 'latin1'))] : []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A picture with structure (a gradient and a bright disc): what a camera frame looks like to the simulator. */
export const scenePng = (text?: [string, string]) =>
  encodePng(64, 48, (x, y) => ((x - 32) ** 2 + (y - 24) ** 2 < 150 ? [240, 200, 170] : [x * 3, y * 4, 90]), text);
export const blackPng = () => encodePng(64, 48, () => [0, 0, 0]);
export const whitePng = () => encodePng(64, 48, () => [255, 255, 255]);
