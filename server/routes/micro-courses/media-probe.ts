import fs from 'node:fs/promises';
import { isMp3FrameHeader } from '../../lib/media-sniff';

/**
 * The transcoding job's look at a stored file (ffmpeg is not available at run time): the
 * container must be whole enough to play. MP4/M4A: a `moov` box with an `mvhd` that gives a
 * duration. MP3: consecutive valid frames; duration from the Xing/Info frame count or, for
 * constant bitrate, from the size. WAV: its fmt and data chunks. PDF: a trailer at the end.
 */
export interface ProbeResult {
  playable: boolean;
  durationSeconds: number;
}

const BROKEN: ProbeResult = { playable: false, durationSeconds: 0 };
const MOOV_MAX_BYTES = 64 * 1024 * 1024;

async function readAt(handle: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Children of a box body (or a file region): [type, start of body, end]. */
function* boxes(data: Buffer, start: number, end: number): Generator<[string, number, number]> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.readUInt32BE(offset);
    let header = 8;
    if (size === 1 && offset + 16 <= end) {
      size = Number(data.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) return;
    yield [data.toString('latin1', offset + 4, offset + 8), offset + header, offset + size];
    offset += size;
  }
}

async function probeIsoMedia(handle: fs.FileHandle, fileBytes: number): Promise<ProbeResult> {
  let offset = 0;
  while (offset + 8 <= fileBytes) {
    const head = await readAt(handle, offset, 16);
    if (head.length < 8) return BROKEN;
    let size = head.readUInt32BE(0);
    let header = 8;
    if (size === 1 && head.length >= 16) {
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) size = fileBytes - offset;
    if (size < header || offset + size > fileBytes) return BROKEN;
    if (head.toString('latin1', 4, 8) === 'moov') {
      if (size > MOOV_MAX_BYTES) return BROKEN;
      const moov = await readAt(handle, offset + header, size - header);
      for (const [type, body] of boxes(moov, 0, moov.length)) {
        if (type !== 'mvhd') continue;
        const version = moov[body];
        const timescale = version === 1 ? moov.readUInt32BE(body + 20) : moov.readUInt32BE(body + 12);
        const duration = version === 1 ? Number(moov.readBigUInt64BE(body + 24)) : moov.readUInt32BE(body + 16);
        if (!timescale || !duration) return BROKEN;
        return { playable: true, durationSeconds: Math.round(duration / timescale) };
      }
      return BROKEN;
    }
    offset += size;
  }
  return BROKEN;
}

const MP3_BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MP3_BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

function mp3Frame(data: Buffer, offset: number) {
  const version = (data[offset + 1]! >> 3) & 0x03;
  const bitrate = (version === 3 ? MP3_BITRATES_V1 : MP3_BITRATES_V2)[data[offset + 2]! >> 4]! * 1000;
  const sampleRate = MP3_RATES[version]![(data[offset + 2]! >> 2) & 0x03]!;
  const padding = (data[offset + 2]! >> 1) & 0x01;
  const samples = version === 3 ? 1152 : 576;
  return {
    version,
    bitrate,
    sampleRate,
    samples,
    length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding,
    mono: data[offset + 3]! >> 6 === 3,
  };
}

async function probeMp3(handle: fs.FileHandle, fileBytes: number): Promise<ProbeResult> {
  const head = await readAt(handle, 0, Math.min(fileBytes, 256 * 1024));
  let start = 0;
  if (head.toString('latin1', 0, 3) === 'ID3' && head.length >= 10) {
    start = 10 + (((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14) | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f));
  }
  const region = start < head.length ? head : await readAt(handle, start, 64 * 1024);
  const base = start < head.length ? start : 0;
  for (let offset = base; offset + 4 <= region.length; offset++) {
    if (!isMp3FrameHeader(region, offset)) continue;
    const frame = mp3Frame(region, offset);
    const next = offset + frame.length;
    // A real stream has another frame right after this one (or ends there).
    if (next + 4 <= region.length && !isMp3FrameHeader(region, next)) continue;
    const sideInfo = frame.version === 3 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
    const tag = region.toString('latin1', offset + 4 + sideInfo, offset + 8 + sideInfo);
    if ((tag === 'Xing' || tag === 'Info') && region[offset + 11 + sideInfo]! & 0x01) {
      const frames = region.readUInt32BE(offset + 12 + sideInfo);
      return frames > 0
        ? { playable: true, durationSeconds: Math.round((frames * frame.samples) / frame.sampleRate) }
        : BROKEN;
    }
    const audioBytes = fileBytes - (start < head.length ? offset : start + offset);
    return { playable: true, durationSeconds: Math.round((audioBytes * 8) / frame.bitrate) };
  }
  return BROKEN;
}

async function probeWav(handle: fs.FileHandle): Promise<ProbeResult> {
  const head = await readAt(handle, 0, 4096);
  let byteRate = 0;
  for (const [type, body, end] of boxesLittle(head)) {
    if (type === 'fmt ' && end - body >= 16) byteRate = head.readUInt32LE(body + 8);
    if (type === 'data' && byteRate > 0)
      return { playable: true, durationSeconds: Math.round(head.readUInt32LE(body - 4) / byteRate) };
  }
  return BROKEN;
}

function* boxesLittle(data: Buffer): Generator<[string, number, number]> {
  let offset = 12;
  while (offset + 8 <= data.length) {
    const size = data.readUInt32LE(offset + 4);
    yield [data.toString('latin1', offset, offset + 4), offset + 8, Math.min(data.length, offset + 8 + size)];
    offset += 8 + size + (size % 2);
  }
}

async function probePdf(handle: fs.FileHandle, fileBytes: number): Promise<ProbeResult> {
  const tail = await readAt(handle, Math.max(0, fileBytes - 2048), 2048);
  return tail.toString('latin1').includes('%%EOF') ? { playable: true, durationSeconds: 0 } : BROKEN;
}

/** Probe a stored file of a detected type; an unreadable file is not playable. */
export async function probeMedia(filePath: string, type: string): Promise<ProbeResult> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(filePath, 'r');
    const { size } = await handle.stat();
    if (size === 0) return BROKEN;
    if (type === 'mp4' || type === 'm4a') return await probeIsoMedia(handle, size);
    if (type === 'mp3') return await probeMp3(handle, size);
    if (type === 'wav') return await probeWav(handle);
    if (type === 'pdf') return await probePdf(handle, size);
    // WebM, Ogg and office files: the signature checked on upload is all we can tell without a decoder.
    return { playable: true, durationSeconds: 0 };
  } catch {
    return BROKEN;
  } finally {
    await handle?.close();
  }
}
