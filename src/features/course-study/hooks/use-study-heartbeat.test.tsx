import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudyProgress } from '../../../../protocol';
import { endStudy, sendHeartbeat } from '../api/study-api';
import { useStudyHeartbeat, type HeartbeatOptions } from './use-study-heartbeat';

vi.mock('../api/study-api', () => ({ sendHeartbeat: vi.fn(), endStudy: vi.fn() }));

const PROGRESS = { creditedNow: 0 } as unknown as StudyProgress;
const beats = () => vi.mocked(sendHeartbeat).mock.calls.map(([, , position, active]) => ({ position, active }));

describe('study heartbeats', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(sendHeartbeat).mockReset().mockResolvedValue(PROGRESS);
    vi.mocked(endStudy).mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => vi.useRealTimers());

  function start(overrides: Partial<HeartbeatOptions> = {}) {
    let position = 0;
    const options: HeartbeatOptions = {
      sessionId: 'session-1234567890',
      chapterId: 7,
      running: true,
      intervalSeconds: 15,
      position: () => position,
      onProgress: vi.fn(),
      onSessionEnded: vi.fn(),
      ...overrides,
    };
    const hook = renderHook((props: HeartbeatOptions) => useStudyHeartbeat(props), { initialProps: options });
    return { hook, options, setPosition: (p: number) => (position = p) };
  }

  it('marks the start of a running span, credits each interval and the stop, then ends the session on leaving', async () => {
    const { hook, options, setPosition } = start({ running: false });
    expect(sendHeartbeat).not.toHaveBeenCalled();
    hook.rerender({ ...options, running: true });
    expect(beats()).toEqual([{ position: 0, active: false }]);
    setPosition(15);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(beats().at(-1)).toEqual({ position: 15, active: true });
    setPosition(20);
    hook.rerender({ ...options, running: false });
    expect(beats().at(-1)).toEqual({ position: 20, active: true });
    // Paused: no more beats however long it stays.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(beats()).toHaveLength(3);
    hook.unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(endStudy).toHaveBeenCalledWith('session-1234567890');
  });

  it('a paused learner who seeks keeps the resume point without credit', () => {
    const { hook, setPosition } = start({ running: false });
    setPosition(42);
    act(() => hook.result.current.sendPosition());
    expect(beats()).toEqual([{ position: 42, active: false }]);
  });

  it('sends nothing in preview mode', async () => {
    const { hook } = start({ sessionId: null });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    hook.unmount();
    expect(sendHeartbeat).not.toHaveBeenCalled();
    expect(endStudy).not.toHaveBeenCalled();
  });
});
