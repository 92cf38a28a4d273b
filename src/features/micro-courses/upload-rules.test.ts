import { describe, expect, it } from 'vitest';
import { checkFile } from './upload-rules';

const MB = 1024 * 1024;

describe('checkFile', () => {
  it('applies the spec limits: image 5 MB, video 1.5 GB', () => {
    expect(checkFile('image', { name: 'a.png', size: 5 * MB })).toBeNull();
    expect(checkFile('image', { name: 'a.png', size: 5 * MB + 1 })).toBe('tooLarge');
    expect(checkFile('video', { name: 'a.mp4', size: 1.5 * 1024 * MB })).toBeNull();
    expect(checkFile('video', { name: 'a.mp4', size: 1.5 * 1024 * MB + 1 })).toBe('tooLarge');
  });

  it('refuses a name of another kind and an empty file', () => {
    expect(checkFile('video', { name: 'notes.pdf', size: 10 })).toBe('wrongType');
    expect(checkFile('document', { name: 'Notes.PDF', size: 10 })).toBeNull();
    expect(checkFile('image', { name: 'photo.JPG', size: 10 })).toBeNull();
    expect(checkFile('audio', { name: 'a.mp3', size: 0 })).toBe('empty');
  });
});
