import type { MicroUploadInfo, MicroUploadKind, ResponseEnvelope } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';
import { upload } from '../profile/profile-test-helpers';

/** A minimal MP4 the probe accepts: ftyp, moov with an mvhd (1000 units/s), then `payloadBytes` of mdat. */
export function fakeMp4(durationSeconds: number, payloadBytes = 0): Buffer {
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(durationSeconds * 1000, 16);
  const moov = box('moov', box('mvhd', mvhd));
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(payloadBytes, 7))]);
}

/** Constant-bitrate MPEG-1 layer III frames (128 kbit/s, 44.1 kHz): `frames` × 417 bytes. */
export function fakeMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

type Auth = { token: string; userid: string; eid?: number };

export async function uploadCall(t: TestApp, params: Record<string, string>, auth: Auth, language?: 'en_us' | 'zh_cn') {
  return t.call('apiCourse/upload', params, { method: 'POST', ...auth, ...(language ? { language } : {}) });
}

export async function sendChunk(
  t: TestApp,
  uploadId: number,
  index: number,
  data: Buffer,
  auth: Auth,
  signedDigest?: string,
): Promise<ResponseEnvelope> {
  return (
    await upload(
      t,
      'apiCourse/upload',
      { action: 'chunk', uploadId: String(uploadId), index: String(index) },
      { data, name: 'blob' },
      { ...auth, ...(signedDigest ? { signedDigest } : {}) },
    )
  ).body;
}

/** init → every chunk → complete; returns the finished upload. */
export async function uploadWhole(
  t: TestApp,
  kind: MicroUploadKind,
  fileName: string,
  data: Buffer,
  auth: Auth,
): Promise<MicroUploadInfo> {
  const init = await uploadCall(t, { action: 'init', kind, fileName, totalBytes: String(data.length) }, auth);
  if (init.body.status !== 'Y') throw new Error(`init failed: ${init.body.msg}`);
  const info = init.body.data as MicroUploadInfo;
  for (let index = 0; index < info.chunkCount; index++) {
    const body = await sendChunk(
      t,
      info.uploadId,
      index,
      data.subarray(index * info.chunkBytes, (index + 1) * info.chunkBytes),
      auth,
    );
    if (body.status !== 'Y') throw new Error(`chunk ${index} failed: ${body.code} ${body.msg}`);
  }
  const done = await uploadCall(t, { action: 'complete', uploadId: String(info.uploadId) }, auth);
  if (done.body.status !== 'Y') throw new Error(`complete failed: ${done.body.msg}`);
  return done.body.data as MicroUploadInfo;
}

export async function firstCategoryId(t: TestApp, auth: Auth): Promise<number> {
  const { body } = await t.call('apiCourse/microCourse', { action: 'category' }, auth);
  return (body.data as { list: Array<{ id: number }> }).list[0]!.id;
}

export function draftParams(fields: {
  title?: string;
  categoryId?: number;
  visibleRange?: 'self' | 'all';
  chapters?: Array<{ title: string; kind: string; uploadId: number | null }>;
  id?: number;
}): Record<string, string> {
  return {
    title: fields.title ?? 'Checking a ladder',
    summary: 'Three quick checks.',
    visibleRange: fields.visibleRange ?? 'all',
    categoryId: fields.categoryId ? String(fields.categoryId) : '',
    chapters: JSON.stringify(fields.chapters ?? []),
    ...(fields.id ? { id: String(fields.id) } : {}),
  };
}
