import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../protocol';
import { ApiError } from '../lib/api-client';
import { LoadState } from './load-state';

afterEach(cleanup);

describe('LoadState', () => {
  it('shows loading as a status', () => {
    render(<LoadState kind="loading" />);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
  });

  it('shows a transient failure with the reason and the one "Try again"', () => {
    for (const error of [
      new ApiError({ code: -1, msg: '', kind: 'network' }),
      new ApiError({ code: ErrorCode.INTERNAL, msg: 'Server error', kind: 'server', httpStatus: 500 }),
      new ApiError({ code: ErrorCode.RATE_LIMITED, msg: 'Too many requests', kind: 'server' }),
    ]) {
      const onRetry = vi.fn();
      render(<LoadState kind="error" error={error} onRetry={onRetry} />);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('This could not be loaded.');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledOnce();
      cleanup();
    }
  });

  it('says what a refusal is, with the server’s reason and no "Try again"', () => {
    const cases = [
      [new ApiError({ code: 50005, msg: 'The exam is closed', kind: 'server' }), 'This is not available to you.'],
      [
        new ApiError({ code: ErrorCode.FORBIDDEN, msg: '', kind: 'server', httpStatus: 403 }),
        'You do not have access to this.',
      ],
      [
        new ApiError({ code: ErrorCode.NOT_FOUND, msg: '', kind: 'server', httpStatus: 404 }),
        'This does not exist or is no longer available.',
      ],
    ] as const;
    for (const [error, title] of cases) {
      render(<LoadState kind="error" error={error} onRetry={() => {}} />);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(title);
      expect(alert.textContent).not.toContain('could not be loaded');
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
    render(<LoadState kind="error" error={cases[0][0]} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('The exam is closed');
  });

  it('reads "not found" as the empty state it names, with no retry', () => {
    render(
      <LoadState
        kind="error"
        error={new ApiError({ code: ErrorCode.NOT_FOUND, msg: 'Not found', kind: 'server' })}
        onRetry={() => {}}
        notFoundText="This package no longer exists"
      />,
    );
    expect(screen.getByText('This package no longer exists')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says what is empty and offers the way to fill it', () => {
    render(<LoadState kind="empty" emptyText="No exams to take" action={<a href="/course">Browse courses</a>} />);
    expect(screen.getByText('No exams to take')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toBeTruthy();
  });

  it('has a general word for empty', () => {
    render(<LoadState kind="empty" />);
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
  });
});
