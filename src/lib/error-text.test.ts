import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../protocol';
import { ApiError } from './api-error';
import { errorText } from './error-text';

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
});
