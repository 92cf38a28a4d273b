import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClientLog, flushClientLog, installClientLog, reportClientError } from './client-log';

let sent: unknown[][];
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  configureClientLog({
    send: async (entries) => void sent.push(JSON.parse(entries) as unknown[]),
    now: () => 42,
    currentUrl: () => '/index',
  });
});
afterEach(() => vi.useRealTimers());

describe('client log', () => {
  it('batches errors and sends them after a short delay, with page and time', async () => {
    reportClientError(new Error('one'), 'boundary');
    reportClientError('two', 'promise');
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      expect.objectContaining({ level: 'error', source: 'boundary', message: 'Error: one', url: '/index', at: 42 }),
      expect.objectContaining({ source: 'promise', message: 'two' }),
    ]);
  });

  it('folds repeats, cuts long text, and sends at once when a batch is full', async () => {
    reportClientError(new Error('loop'), 'window');
    reportClientError(new Error('loop'), 'window');
    reportClientError('x'.repeat(5000), 'window');
    for (let i = 0; i < 18; i += 1) reportClientError(`e${i}`, 'window');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
    reportClientError('last', 'window');
    await flushClientLog();
    expect(sent[1]).toHaveLength(1);
    const long = (sent[0] as Array<{ message: string }>)[1]!;
    expect(long.message).toHaveLength(1000);
  });

  it('stops after its per-load cap and swallows a failed upload', async () => {
    configureClientLog({ send: () => Promise.reject(new Error('offline')), now: () => 1 });
    for (let i = 0; i < 100; i += 1) reportClientError(`e${i}`, 'window');
    await expect(flushClientLog()).resolves.toBeUndefined();
  });

  it('listens for window errors and unhandled rejections until uninstalled', async () => {
    const target = new EventTarget();
    const uninstall = installClientLog(target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('uncaught') }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'rejected' }));
    uninstall();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after') }));
    await flushClientLog();
    expect((sent[0] as Array<{ message: string }>).map((e) => e.message)).toEqual(['Error: uncaught', 'rejected']);
  });
});
