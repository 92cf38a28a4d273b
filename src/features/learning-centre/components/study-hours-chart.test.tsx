import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudyHoursChart } from './study-hours-chart';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Twelve weeks, Mondays a week apart, with some study in each.
const weeks = Array.from({ length: 12 }, (_, i) => ({
  week: `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
  seconds: 3600 * (i + 1),
}));

const axisLabels = () =>
  [...screen.getByTestId('study-hours-chart').querySelectorAll('text')].filter((n) =>
    /^\d\d-\d\d$/.test(n.textContent ?? ''),
  );

describe('StudyHoursChart', () => {
  it('labels every week on a wide screen', () => {
    render(<StudyHoursChart weeks={weeks} />);
    expect(screen.getByTestId('study-hours-chart').getAttribute('viewBox')).toBe('0 0 720 220');
    expect(axisLabels()).toHaveLength(12);
  });

  it('is drawn narrower on a phone, so its text is not shrunk, and labels every other week ending on the last', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<StudyHoursChart weeks={weeks} />);
    expect(screen.getByTestId('study-hours-chart').getAttribute('viewBox')).toBe('0 0 340 220');
    const labels = axisLabels();
    expect(labels).toHaveLength(6);
    expect(labels.at(-1)?.textContent).toBe(weeks.at(-1)?.week.slice(5));
  });
});
