import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExamTransition } from '../../../../protocol';
import { openPeriod, TransitionFacts } from './transition-facts';

afterEach(cleanup);

const HOUR = 3_600_000;

function exam(openHours: number): ExamTransition {
  const opensAt = Date.UTC(2026, 0, 1);
  return {
    durationMinutes: 60,
    questionCount: 10,
    passScore: 60,
    fullMarks: 100,
    attemptsLeft: 1,
    attemptsAllowed: 1,
    opensAt,
    closesAt: opensAt + openHours * HOUR,
    openHours,
    lateEntryMinutes: 0,
    makeup: { chances: 0, chancesLeft: 0, window: null, intervalMinutes: 0, rule: 'highest' },
    deviceLimit: 0,
    switchLimit: 0,
    faceCheck: false,
    faceFailLimit: 0,
  } as unknown as ExamTransition;
}

function openHoursRow(): string {
  const label = screen.getByText('Open hours');
  return label.parentElement?.querySelector('dd')?.textContent ?? '';
}

describe('the exam’s open period', () => {
  it('is said in hours, days or years, not "87624 hours"', () => {
    expect(openPeriod(1.5)).toEqual({ unit: 'hours', count: 1.5 });
    expect(openPeriod(72)).toEqual({ unit: 'days', count: 3 });
    expect(openPeriod(87_624)).toEqual({ unit: 'years', count: 10 });
  });

  it('reads as a person would say it on the exam page', () => {
    render(<TransitionFacts exam={exam(87_624)} />);
    expect(openHoursRow()).toBe('10 years');
    cleanup();
    render(<TransitionFacts exam={exam(24)} />);
    expect(openHoursRow()).toBe('24 hours');
    cleanup();
    render(<TransitionFacts exam={exam(24 * 31)} />);
    expect(openHoursRow()).toBe('31 days');
  });
});
