import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../protocol';
import { ApiError } from '../../../lib/api-client';
import { shouldRetryStart } from './use-study-start';

const refusal = (code: number) => new ApiError({ code, msg: 'refused', data: null, httpStatus: 200, kind: 'server' });

describe('opening a chapter', () => {
  it("asks again after a multi-window refusal, twice at most (the closed window's end call may still be on its way)", () => {
    expect(shouldRetryStart(0, refusal(ErrorCode.STUDY_MULTI_WINDOW))).toBe(true);
    expect(shouldRetryStart(1, refusal(ErrorCode.STUDY_MULTI_WINDOW))).toBe(true);
    expect(shouldRetryStart(2, refusal(ErrorCode.STUDY_MULTI_WINDOW))).toBe(false);
  });

  it('never repeats any other refusal or failure', () => {
    expect(shouldRetryStart(0, refusal(ErrorCode.STUDY_SEQUENTIAL_REQUIRED))).toBe(false);
    expect(shouldRetryStart(0, new Error('network'))).toBe(false);
  });
});
