import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeComponent, HomeModule } from '../../../protocol';
import { writePersistedQueries } from '../../lib/persisted-queries';
import { getHomeComponent, getHomeModules } from './api/home-api';
import { startHomeFirstPaint, useKeepFirstPaint, type InitProgress } from './first-paint';
import { HOME_FIRST_PAINT_STORAGE_KEY, homeKeys } from './home-keys';

vi.mock('./api/home-api', () => ({ getHomeModules: vi.fn(), getHomeComponent: vi.fn() }));

const banner = (title: string): HomeModule => ({
  moduleId: 5,
  title,
  display_type: 'banner',
  multi_page: 'N',
  pageSize: 3,
  moreUrl: '',
});
const slides = (title: string): HomeComponent => ({
  moduleId: 5,
  display_type: 'banner',
  page: 1,
  pageSize: 3,
  total: 1,
  list: [{ id: '1', title, summary: '', url: '', external: 'N' }],
});
const ALICE = '1:alice:en_us';

function initAnswered(viewer = ALICE): InitProgress {
  return { answered: () => true, whenAnswered: Promise.resolve(), currentViewer: () => viewer };
}

/** An init call still out: `answer()` settles it (the session then names `viewer`). */
function initPending(viewer = ALICE) {
  let answered = false;
  let resolve = () => undefined as void;
  const whenAnswered = new Promise<void>((r) => (resolve = r));
  let current = viewer;
  return {
    progress: { answered: () => answered, whenAnswered, currentViewer: () => current } as InitProgress,
    answer(next = viewer) {
      current = next;
      answered = true;
      resolve();
    },
  };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  vi.mocked(getHomeModules).mockResolvedValue([banner('Fresh banner')]);
  vi.mocked(getHomeComponent).mockResolvedValue(slides('Fresh slide'));
});
afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('the home first paint at start-up (decision 0074)', () => {
  it('reads the module list, then the first module, into the keys the page uses', async () => {
    const qc = client();
    await startHomeFirstPaint(qc, ALICE, initAnswered());
    expect(qc.getQueryData(homeKeys.modules(ALICE))).toEqual([banner('Fresh banner')]);
    expect(qc.getQueryData(homeKeys.component(ALICE, 5, 1))).toEqual(slides('Fresh slide'));
    expect(getHomeComponent).toHaveBeenCalledWith(5, 1);
  });

  it("puts the last visit's answers in the cache for the same viewer only", async () => {
    writePersistedQueries(
      HOME_FIRST_PAINT_STORAGE_KEY,
      ALICE,
      [
        [homeKeys.modules(ALICE), [banner('Stored banner')]],
        [homeKeys.component(ALICE, 5, 1), slides('Stored slide')],
      ],
      Date.now(),
    );
    // The reads never answer here, so what the cache holds is what was seeded.
    vi.mocked(getHomeModules).mockReturnValue(new Promise(() => undefined));
    const mine = client();
    void startHomeFirstPaint(mine, ALICE, initAnswered());
    expect(mine.getQueryData(homeKeys.modules(ALICE))).toEqual([banner('Stored banner')]);
    expect(mine.getQueryData(homeKeys.component(ALICE, 5, 1))).toEqual(slides('Stored slide'));

    for (const other of ['1:bob:en_us', '2:alice:en_us', '1:alice:zh_cn']) {
      const theirs = client();
      void startHomeFirstPaint(theirs, other, initAnswered(other));
      expect(theirs.getQueryData(homeKeys.modules(other))).toBeUndefined();
      expect(theirs.getQueryCache().findAll({ queryKey: ['home', ALICE] })).toEqual([]);
    }
  });

  it('asks again after the init call when a read sent before it was refused', async () => {
    vi.mocked(getHomeModules).mockRejectedValueOnce(new Error('sealed enterprise'));
    const init = initPending();
    const qc = client();
    const done = startHomeFirstPaint(qc, ALICE, init.progress);
    await waitFor(() => expect(getHomeModules).toHaveBeenCalledTimes(1));
    expect(qc.getQueryData(homeKeys.modules(ALICE))).toBeUndefined();
    init.answer();
    await done;
    expect(getHomeModules).toHaveBeenCalledTimes(2);
    expect(qc.getQueryData(homeKeys.modules(ALICE))).toEqual([banner('Fresh banner')]);
  });

  it('does not ask again for a viewer the init call no longer names', async () => {
    vi.mocked(getHomeModules).mockRejectedValueOnce(new Error('refused'));
    const init = initPending();
    const qc = client();
    const done = startHomeFirstPaint(qc, ALICE, init.progress);
    await waitFor(() => expect(getHomeModules).toHaveBeenCalledTimes(1));
    init.answer('1::en_us');
    await done;
    expect(getHomeModules).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(homeKeys.modules(ALICE))).toBeUndefined();
  });
});

function Keeper({ viewer, signedIn }: { viewer: string; signedIn: boolean }) {
  const modules = useQuery({ queryKey: homeKeys.modules(viewer), queryFn: () => getHomeModules() });
  useKeepFirstPaint(viewer, signedIn, modules);
  return null;
}

function wrap(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

const stored = () =>
  JSON.parse(localStorage.getItem(HOME_FIRST_PAINT_STORAGE_KEY) ?? 'null') as {
    owner: string;
    queries: Array<[unknown[], unknown]>;
  } | null;

describe('keeping the home for the next visit', () => {
  it('keeps the module list and first module once both came from the server', async () => {
    const qc = client();
    render(<Keeper viewer={ALICE} signedIn />, { wrapper: wrap(qc) });
    await waitFor(() => expect(qc.getQueryData(homeKeys.modules(ALICE))).toBeDefined());
    expect(stored()).toBeNull();
    // The module section reads the first module.
    await act(() =>
      qc.fetchQuery({ queryKey: homeKeys.component(ALICE, 5, 1), queryFn: () => getHomeComponent(5, 1) }),
    );
    await waitFor(() => expect(stored()?.owner).toBe(ALICE));
    expect(stored()?.queries).toEqual([
      [[...homeKeys.modules(ALICE)], [banner('Fresh banner')]],
      [[...homeKeys.component(ALICE, 5, 1)], slides('Fresh slide')],
    ]);
  });

  it("does not write back the last visit's answers as new, nor a visitor's home", async () => {
    const qc = client();
    qc.setQueryData(homeKeys.modules(ALICE), [banner('Stored')], { updatedAt: 0 });
    qc.setQueryData(homeKeys.component(ALICE, 5, 1), slides('Stored'), { updatedAt: 0 });
    vi.mocked(getHomeModules).mockReturnValue(new Promise(() => undefined));
    render(<Keeper viewer={ALICE} signedIn />, { wrapper: wrap(qc) });
    await act(() => Promise.resolve());
    expect(stored()).toBeNull();

    vi.mocked(getHomeModules).mockResolvedValue([banner('Fresh banner')]);
    const visitor = client();
    render(<Keeper viewer="1::en_us" signedIn={false} />, { wrapper: wrap(visitor) });
    await waitFor(() => expect(visitor.getQueryData(homeKeys.modules('1::en_us'))).toBeDefined());
    await act(() =>
      visitor.fetchQuery({ queryKey: homeKeys.component('1::en_us', 5, 1), queryFn: () => getHomeComponent(5, 1) }),
    );
    expect(stored()).toBeNull();
  });
});
