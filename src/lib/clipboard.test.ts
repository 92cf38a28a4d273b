import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubExecCommand(result: boolean) {
  const exec = vi.fn((command: string) => {
    // The hidden input holds the text and is selected at the moment of the copy.
    const input = document.querySelector('textarea');
    copiedText = input?.value ?? '';
    return command === 'copy' && result;
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return exec;
}

let copiedText = '';

describe('copyText', () => {
  it('uses the Clipboard API when the page may', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    const exec = stubExecCommand(true);
    await expect(copyText('code 123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('code 123');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a hidden input when the Clipboard API refuses, and removes it', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    vi.stubGlobal('isSecureContext', true);
    const exec = stubExecCommand(true);
    await expect(copyText('invite-link')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe('invite-link');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no Clipboard API, and reports a failed copy', async () => {
    vi.stubGlobal('navigator', {});
    stubExecCommand(false);
    await expect(copyText('x')).resolves.toBe(false);
  });
});
