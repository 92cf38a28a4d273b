import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { initI18n } from './i18n';
import { useGuardedSubmit } from './use-guarded-submit';

describe('useGuardedSubmit', () => {
  it('sends once when submitted twice in the same tick, and is busy meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const action = vi.fn(() => gate);
    const { result } = renderHook(() => useGuardedSubmit(action, vi.fn()));
    const submit = result.current.submit;
    let first!: Promise<void>;
    act(() => {
      first = submit('a');
      void submit('b');
    });
    expect(action).toHaveBeenCalledOnce();
    expect(result.current.submitting).toBe(true);
    release();
    await act(() => first);
    expect(result.current.submitting).toBe(false);
    await act(() => result.current.submit('c'));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('reports a failure as text and lets the user try again', async () => {
    initI18n('en_us');
    const onError = vi.fn();
    const action = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ code: 42201, msg: 'Wrong password', kind: 'server' }))
      .mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useGuardedSubmit(action, onError));
    await act(() => result.current.submit(1));
    expect(onError).toHaveBeenCalledWith('Wrong password');
    await act(() => result.current.submit(2));
    expect(action).toHaveBeenCalledTimes(2);
  });
});
