import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../protocol';
import { ApiError } from './api-error';
import { errorText, isTransientFailure } from './error-text';

describe('errorText', () => {
  it('prefers the server’s message, else says in words what a code means', () => {
    expect(errorText(new ApiError({ code: 50005, msg: 'The exam is closed', kind: 'server' }))).toBe(
      'The exam is closed',
    );
    expect(errorText(new ApiError({ code: ErrorCode.NOT_FOUND, msg: '', kind: 'server' }))).toBe(
      'This does not exist or is no longer available.',
    );
    expect(errorText(new ApiError({ code: ErrorCode.FORBIDDEN, msg: '', kind: 'server' }))).toBe(
      'You do not have access to this.',
    );
    expect(errorText(new ApiError({ code: -1, msg: '', kind: 'network' }))).toMatch(/network/);
  });

  it('tells a transient failure (retry may help) from a refusal (it cannot)', () => {
    expect(isTransientFailure(new ApiError({ code: -1, msg: '', kind: 'network' }))).toBe(true);
    expect(isTransientFailure(new ApiError({ code: -1, msg: '', kind: 'timeout' }))).toBe(true);
    expect(
      isTransientFailure(new ApiError({ code: ErrorCode.INTERNAL, msg: 'x', kind: 'server', httpStatus: 500 })),
    ).toBe(true);
    expect(isTransientFailure(new ApiError({ code: ErrorCode.RATE_LIMITED, msg: 'x', kind: 'server' }))).toBe(true);
    expect(
      isTransientFailure(new ApiError({ code: ErrorCode.FORBIDDEN, msg: 'x', kind: 'server', httpStatus: 403 })),
    ).toBe(false);
    expect(
      isTransientFailure(new ApiError({ code: ErrorCode.NOT_FOUND, msg: 'x', kind: 'server', httpStatus: 404 })),
    ).toBe(false);
    expect(isTransientFailure(new ApiError({ code: 50005, msg: 'The exam is closed', kind: 'server' }))).toBe(false);
  });
});
