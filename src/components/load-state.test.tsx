import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { initI18n } from '../lib/i18n';
import { LoadState } from './load-state';

const texts = { loading: 'Loading exams…', error: 'Exams could not load', retry: 'Try again', empty: 'No exams' };
const base = { texts, className: 'lp-x-state', mutedClassName: 'lp-x-muted' };

afterEach(cleanup);

describe('LoadState', () => {
  it('shows loading as a status', () => {
    render(<LoadState kind="loading" {...base} />);
    expect(screen.getByRole('status').textContent).toContain('Loading exams…');
  });

  it('shows a failure with the reason and a retry', () => {
    initI18n('en_us');
    const onRetry = vi.fn();
    render(
      <LoadState
        kind="error"
        error={new ApiError({ code: 50005, msg: 'The exam is closed', kind: 'server' })}
        onRetry={onRetry}
        {...base}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Exams could not load');
    expect(alert.textContent).toContain('The exam is closed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says what is empty and offers the way to fill it', () => {
    render(
      <LoadState kind="empty" emptyText="No exams to take" action={<a href="/course">Browse courses</a>} {...base} />,
    );
    expect(screen.getByText('No exams to take')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toBeTruthy();
  });
});
