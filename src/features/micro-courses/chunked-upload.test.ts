import { describe, expect, it } from 'vitest';
import type { MicroUploadInfo } from '../../../protocol';
import { ApiError } from '../../lib/api-client';
import { uploadInChunks, type ChunkTransport } from './chunked-upload';

/** An in-memory server side: stores chunks in order, like apiCourse/upload. */
function fakeServer(chunkBytes: number, dropAt: number[] = []) {
  const stored: Blob[] = [];
  let info: MicroUploadInfo;
  const drops = [...dropAt];
  const transport: ChunkTransport = {
    init: async (kind, fileName, totalBytes) => {
      info = {
        uploadId: 7,
        kind,
        fileName,
        totalBytes,
        chunkBytes,
        chunkCount: Math.ceil(totalBytes / chunkBytes),
        receivedChunks: 0,
        complete: false,
        url: '',
      };
      return info;
    },
    chunk: async (_id, index, bytes, onProgress) => {
      if (index !== info.receivedChunks) throw new ApiError({ code: 42435, msg: 'out of order', kind: 'server' });
      onProgress(0.5);
      stored.push(bytes);
      info = { ...info, receivedChunks: index + 1 };
      // The chunk is stored but the answer is lost on the way back.
      if (drops[0] === index) {
        drops.shift();
        throw new ApiError({ code: -1, msg: '', kind: 'network' });
      }
      return info;
    },
    complete: async () => (info = { ...info, complete: true, url: '/media/x.mp4' }),
    status: async () => info,
  };
  return { transport, stored };
}

const file = (size: number) =>
  Object.assign(new Blob([new Uint8Array(size).map((_, i) => i % 251)]), { name: 'clip.mp4' });

describe('uploadInChunks', () => {
  it('sends every chunk in order with rising progress and completes', async () => {
    const { transport, stored } = fakeServer(100);
    const progress: number[] = [];
    const done = await uploadInChunks({
      transport,
      kind: 'video',
      file: file(250),
      onProgress: (p) => progress.push(p),
    });
    expect(done.complete).toBe(true);
    expect(stored.map((b) => b.size)).toEqual([100, 100, 50]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress).toContain(0.2);
  });

  it('resumes after a lost answer from what the server stored, without sending a chunk twice', async () => {
    const { transport, stored } = fakeServer(100, [1]);
    const done = await uploadInChunks({ transport, kind: 'video', file: file(300), onProgress: () => undefined });
    expect(done.complete).toBe(true);
    expect(stored).toHaveLength(3);
  });

  it('stops at once on a refusal such as a wrong type', async () => {
    const { transport } = fakeServer(100);
    transport.chunk = async () => {
      throw new ApiError({ code: 42434, msg: 'type not allowed', kind: 'server' });
    };
    await expect(
      uploadInChunks({ transport, kind: 'video', file: file(150), onProgress: () => undefined }),
    ).rejects.toMatchObject({ code: 42434 });
  });
});
