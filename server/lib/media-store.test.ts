import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStoreKey, LocalFolderMediaStore, mediaStoreFor, SEED_MEDIA_ROOT } from './media-store';

let dir: string;
let store: LocalFolderMediaStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-media-store-'));
  store = new LocalFolderMediaStore(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the local folder media store', () => {
  it('puts bytes under a fresh unguessable key and reads, sizes and removes them by URL', async () => {
    const url = await store.put({ eid: 3, kind: 'avatar', extension: 'png', data: Buffer.from('picture') });
    expect(url).toMatch(/^\/media\/3\/avatar\/[0-9a-f]{32}\.png$/);
    const key = url.slice('/media/'.length);
    expect((await store.read(key))?.toString()).toBe('picture');
    expect(await store.size(key)).toBe(7);
    await store.remove(url);
    expect(await store.read(key)).toBeNull();
    expect(await store.size(key)).toBeNull();
  });

  it('writes chunks at their offsets, cuts a retried chunk, and moves the whole into place', async () => {
    await store.writeAt('.partial/1/up', 0, Buffer.from('aaaa'));
    await store.writeAt('.partial/1/up', 4, Buffer.from('bbbbXX'));
    await store.writeAt('.partial/1/up', 4, Buffer.from('bbbb'));
    expect(await store.size('.partial/1/up')).toBe(8);
    await store.move('.partial/1/up', '1/micro-course/done.mp4');
    expect((await store.read('1/micro-course/done.mp4'))?.toString()).toBe('aaaabbbb');
    expect(await store.size('.partial/1/up')).toBeNull();
  });

  it('writes whole, refuses to replace when exclusive, and leaves no temporary file behind', async () => {
    await store.write('.thumbs/200/a.png', Buffer.from('one'));
    await store.write('.thumbs/200/a.png', Buffer.from('two'));
    expect((await store.read('.thumbs/200/a.png'))?.toString()).toBe('two');
    expect(fs.readdirSync(path.join(dir, '.thumbs', '200'))).toEqual(['a.png']);
    await expect(store.write('.thumbs/200/a.png', Buffer.from('three'), { exclusive: true })).rejects.toThrow();
  });

  it('never reaches outside its folder, writes no seed media, and leaves foreign URLs alone', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', 'a//b', '', './a'])
      expect(isStoreKey(key) && store.localFile(key) !== null, key).toBe(false);
    expect(store.localFile('demo/lesson.mp4')).toBe(path.join(SEED_MEDIA_ROOT, 'demo/lesson.mp4'));
    await expect(store.write('demo/lesson.mp4', Buffer.from('x'))).rejects.toThrow('not a writable media key');
    await expect(store.write('../escape', Buffer.from('x'))).rejects.toThrow('not a writable media key');
    fs.writeFileSync(path.join(dir, 'keep'), 'kept');
    for (const foreign of ['https://cdn.example/keep', '/elsewhere/keep', '/media/../keep', 'demo/lesson.mp4'])
      await store.remove(foreign);
    expect(fs.existsSync(path.join(dir, 'keep'))).toBe(true);
    expect(fs.existsSync(path.join(SEED_MEDIA_ROOT, 'demo/lesson.mp4'))).toBe(true);
  });

  it('is one store per media folder', () => {
    expect(mediaStoreFor(dir)).toBe(mediaStoreFor(`${dir}/.`));
  });
});
