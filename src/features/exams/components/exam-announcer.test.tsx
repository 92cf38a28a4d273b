import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, initI18n } from '../../../lib/i18n';
import { QuestionAnnouncement, TimeAnnouncement, timeMark } from './exam-announcer';

const MIN = 60_000;

beforeAll(() => {
  initI18n();
  applyLanguage('en_us');
});

describe('exam announcements for screen readers (issue 20)', () => {
  it('finds the mark the remaining time has reached', () => {
    expect(timeMark(30 * MIN)).toBeNull();
    expect(timeMark(10 * MIN)).toBe(10);
    expect(timeMark(7 * MIN)).toBe(10);
    expect(timeMark(5 * MIN)).toBe(5);
    expect(timeMark(30_000)).toBe(1);
  });

  it('speaks at 10, 5 and 1 minutes, not every second', async () => {
    const { container, rerender } = render(<TimeAnnouncement leftMs={11 * MIN} />);
    const region = container.querySelector('[aria-live="polite"]')!;
    expect(region.textContent).toBe('');
    rerender(<TimeAnnouncement leftMs={10 * MIN - 1000} />);
    expect(region.textContent).toBe('10 minutes left');
    rerender(<TimeAnnouncement leftMs={9 * MIN} />);
    expect(region.textContent).toBe('10 minutes left');
    rerender(<TimeAnnouncement leftMs={5 * MIN} />);
    expect(region.textContent).toBe('5 minutes left');
    rerender(<TimeAnnouncement leftMs={59_000} />);
    expect(region.textContent).toBe('1 minute left');
  });

  it('says nothing for the time a resumed paper starts with', () => {
    const { container } = render(<TimeAnnouncement leftMs={3 * MIN} />);
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe('');
  });

  it('names the question and its type', () => {
    const { container } = render(<QuestionAnnouncement n={2} total={5} type="Multiple choice" />);
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe('Question 2 of 5, Multiple choice');
  });
});
