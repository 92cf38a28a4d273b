import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInResult, SevenSign, UserInfo } from '../../../../protocol';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { checkIn, getSevenSign } from '../api/daily-loop-api';
import { CheckInEntry } from './check-in-entry';

vi.mock('../api/daily-loop-api', () => ({ getSevenSign: vi.fn(), checkIn: vi.fn() }));

const day = (d: string, checked: boolean, isToday = false) => ({ day: d, checked, isToday, points: 5, bonus: 0 });
const before: SevenSign = {
  enabled: true,
  today: '2026-11-23',
  checkedToday: false,
  streak: 4,
  todayPoints: 5,
  totalDays: 4,
  balance: 1335,
  days: [
    day('2026-11-20', true),
    day('2026-11-21', true),
    day('2026-11-22', true),
    day('2026-11-23', false, true),
    day('2026-11-24', false),
    day('2026-11-25', false),
    day('2026-11-26', false),
  ],
};
const after: CheckInResult = {
  ...before,
  checkedToday: true,
  streak: 5,
  totalDays: 5,
  balance: 1340,
  days: before.days.map((d) => (d.isToday ? { ...d, checked: true } : d)),
  newlyCheckedIn: true,
  pointsAwarded: 5,
  medals: [],
};
const user = { userid: '7', token: 't', username: 'Lin Xiao', score: 1340 } as UserInfo;

beforeEach(() => initI18n('en_us'));
afterEach(() => {
  cleanup();
  vi.mocked(checkIn).mockReset();
  vi.mocked(getSevenSign).mockReset();
});

function renderEntry(onUserChanged = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={null}>
        <CheckInEntry onUserChanged={onUserChanged} />
      </Suspense>
    </QueryClientProvider>,
  );
  return onUserChanged;
}

describe('CheckInEntry', () => {
  it('checks in once however fast the button is clicked, then shows the reward and the new strip', async () => {
    vi.mocked(getSevenSign).mockResolvedValue(before);
    let finish: (value: { result: CheckInResult; user: UserInfo | null }) => void = () => undefined;
    vi.mocked(checkIn).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const onUserChanged = renderEntry();

    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    const button = await screen.findByRole('button', { name: 'Check in today (+5 points)' });
    expect(screen.getByRole('listitem', { name: 'Today: not yet checked in, +5' })).toBeTruthy();
    // Both clicks land before React re-renders the button as loading.
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => undefined);
    expect(checkIn).toHaveBeenCalledTimes(1);

    await act(async () => finish({ result: after, user }));
    expect(await screen.findByText('Checked in: +5 points.')).toBeTruthy();
    expect(screen.getByText('5-day streak')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Today: checked in, +5' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Checked in today — see you tomorrow' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(onUserChanged).toHaveBeenCalledWith(user);
  });

  it('shows the server’s refusal in the dialog and lets the learner try again', async () => {
    vi.mocked(getSevenSign).mockResolvedValue(before);
    vi.mocked(checkIn).mockRejectedValueOnce(Object.assign(new Error('x'), { msg: 'Daily check-in is switched off.' }));
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Check in today (+5 points)' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check in today (+5 points)' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('is not shown when the enterprise switched check-in off', async () => {
    vi.mocked(getSevenSign).mockResolvedValue({ ...before, enabled: false });
    renderEntry();
    await waitFor(() => expect(getSevenSign).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull());
  });
});
