import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { useLanguageOptions } from '../lib/language-options';
import { LanguageSwitcher } from './language-switcher';

const render = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

beforeEach(() => initI18n('en_us'));
afterEach(() => {
  cleanup();
  useLanguageOptions.setState({ key: '', loader: null, loaded: {} });
});

describe('LanguageSwitcher', () => {
  it('names languages in their own script and auto in the UI language', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitcher value="auto" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Language' });
    expect(box.textContent).toContain('Automatic');
    fireEvent.click(box);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Automatic',
      '简体中文',
      '繁體中文',
      'English',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '繁體中文' }));
    expect(onChange).toHaveBeenCalledWith('zh_hant');
  });

  it('reads its choices (apiSystem/languages/list) once it is on screen', async () => {
    const loader = vi.fn(() => Promise.resolve([{ value: 'zh_cn' as const, name: '简体中文' }]));
    act(() => useLanguageOptions.getState().configure('1|', loader));
    expect(loader).not.toHaveBeenCalled();
    render(<LanguageSwitcher value="zh_cn" onChange={vi.fn()} />);
    await waitFor(() => expect(loader).toHaveBeenCalledOnce());
    fireEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    // The open list follows the answer as soon as it arrives.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['简体中文']));
    expect(loader).toHaveBeenCalledOnce();
  });
});
