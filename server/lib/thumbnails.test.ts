import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let mediaDir: string;

async function image(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1d6fe0';
  context.fillRect(0, 0, width, height);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-thumbs-'));
  fs.mkdirSync(path.join(mediaDir, '1', 'cover'), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, '1', 'cover', 'wide.png'), await image(1000, 500, 'png'));
  fs.writeFileSync(path.join(mediaDir, '1', 'cover', 'photo.jpg'), await image(900, 600, 'jpeg'));
  fs.writeFileSync(path.join(mediaDir, '1', 'cover', 'small.png'), await image(150, 100, 'png'));
  fs.writeFileSync(path.join(mediaDir, '1', 'cover', 'notes.txt'), 'plain text');
  t = await createTestApp({ mediaDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('images at the spec’s thumbnail widths (100, 200, 400, 600, 800)', () => {
  it.each([
    ['/media/1/cover/wide.png?w=200', 'image/png', 200, 100],
    ['/media/1/cover/wide.png?w=800', 'image/png', 800, 400],
    ['/media/1/cover/photo.jpg?w=100', 'image/jpeg', 100, 67],
    ['/media/1/cover/photo.jpg?w=600', 'image/jpeg', 600, 400],
  ])('%s is scaled down, in its own format', async (url, mime, width, height) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(mime);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const scaled = await loadImage(response.rawPayload);
    expect([scaled.width, scaled.height]).toEqual([width, height]);
  });

  it('keeps a thumbnail once made, out of reach of the media route', async () => {
    await get('/media/1/cover/wide.png?w=400');
    expect(fs.existsSync(path.join(mediaDir, '.thumbs', '400', '1', 'cover', 'wide.png'))).toBe(true);
    expect((await get('/media/1/cover/wide.png?w=400')).statusCode).toBe(200);
    expect((await get('/media/.thumbs/400/1/cover/wide.png')).statusCode).not.toBe(200);
    expect((await get('/media/.thumbs/400/1/cover/wide.png?w=400')).statusCode).not.toBe(200);
  });

  it('serves the original when it is no wider, not an image or asked for without a width', async () => {
    const original = fs.readFileSync(path.join(mediaDir, '1', 'cover', 'small.png'));
    expect((await get('/media/1/cover/small.png?w=200')).rawPayload.equals(original)).toBe(true);
    expect((await get('/media/1/cover/notes.txt?w=200')).body).toBe('plain text');
    const wide = await get('/media/1/cover/wide.png');
    expect((await loadImage(wide.rawPayload)).width).toBe(1000);
  });

  it('refuses other widths and paths that climb out', async () => {
    for (const w of ['300', '0', '1600', 'abc', '200.5']) {
      const response = await get(`/media/1/cover/wide.png?w=${w}`);
      expect(response.statusCode, w).toBe(400);
      expect(response.body).toBe('w must be one of 100, 200, 400, 600, 800');
    }
    for (const climb of [
      '/media/../package.json?w=200',
      '/media/%2e%2e/package.json?w=200',
      '/media/1/..%2f..%2fx.png?w=200',
    ])
      expect((await get(climb)).headers['content-type'] ?? '', climb).not.toMatch(/^image\//);
    expect((await get('/media/1/cover/missing.png?w=200')).statusCode).toBe(404);
  });
});
