import { Pagination } from '@arco-design/web-react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { useSessionStore } from '../features/session';
import { DEFAULT_ENTERPRISE } from '../features/session/api/get-enterprise';
import { AppProviders } from './app-providers';

afterEach(() => {
  cleanup();
  localStorage.clear();
  useSessionStore.getState().reset();
});

describe("Arco's own texts follow the language without a reload", () => {
  it('re-renders a Pagination in English, Traditional and Simplified Chinese (each locale loads with its language)', async () => {
    initI18n('en_us');
    useSessionStore.setState({ enterprise: { ...DEFAULT_ENTERPRISE, eid: 1, switch_language: 'Y' } });
    act(() => useSessionStore.getState().setLanguageChoice('en_us'));
    render(
      <AppProviders>
        <Pagination total={100} showTotal />
      </AppProviders>,
    );
    expect(await screen.findByText('Total: 100')).toBeTruthy();
    act(() => useSessionStore.getState().setLanguageChoice('zh_hant'));
    expect(await screen.findByText('共 100 個')).toBeTruthy();
    act(() => useSessionStore.getState().setLanguageChoice('zh_cn'));
    expect(screen.getByText('共 100 条')).toBeTruthy();
  });
});
