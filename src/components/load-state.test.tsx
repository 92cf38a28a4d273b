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

  it('shows a failure with the reason and the one "Try again"', () => {
    const onRetry = vi.fn();
    render(
      <LoadState
        kind="error"
        error={new ApiError({ code: 50005, msg: 'The exam is closed', kind: 'server' })}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');
    expect(alert.textContent).toContain('The exam is closed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
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
