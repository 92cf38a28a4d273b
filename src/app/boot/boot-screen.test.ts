import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnterpriseConfig } from '../../../protocol';
import { BOOT_SCREEN_KEY, keepBootScreen } from './boot-screen';
import { describeBootScripts, runBootScript } from './boot-scripts.test-support';

const INDEX_HTML = fs.readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');

/** index.html's first screen, as the browser has it when boot.js runs. */
function mountFirstScreen(): HTMLElement {
  const markup = /<div id="root">([\s\S]*?)<\/div>\s*<script src="\/boot.js">/.exec(INDEX_HTML)?.[1] ?? '';
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('lp-boot')!;
}

const enterprise = { eid: 3, enterpriseName: 'Acme Learning', theme_color: '#0A7', hover_color: '', userPortal: null };

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('keepBootScreen', () => {
  it('remembers the enterprise, its colour and the language once the init answer is in, and only on change', () => {
    let listener: ((state: never) => void) | undefined;
    keepBootScreen((l) => (listener = l as never));
    listener!({ loadState: 'init', enterprise: null, language: 'zh_cn' } as never);
    expect(localStorage.getItem(BOOT_SCREEN_KEY)).toBeNull();
    listener!({ loadState: 'load', enterprise: enterprise as unknown as EnterpriseConfig, language: 'en_us' } as never);
    expect(JSON.parse(localStorage.getItem(BOOT_SCREEN_KEY)!)).toEqual({
      eid: 3,
      name: 'Acme Learning',
      theme: '#00aa77',
      language: 'en_us',
    });
    listener!({
      loadState: 'load',
      enterprise: enterprise as unknown as EnterpriseConfig,
      language: 'zh_hant',
    } as never);
    expect(JSON.parse(localStorage.getItem(BOOT_SCREEN_KEY)!).language).toBe('zh_hant');
  });
});

describeBootScripts(() => {
  it('names the first screen in the last visit’s language, enterprise and colour', () => {
    localStorage.setItem('lp:eid', '3');
    localStorage.setItem(
      BOOT_SCREEN_KEY,
      JSON.stringify({ eid: 3, name: 'Acme', theme: '#00aa77', language: 'zh_hant' }),
    );
    const screen = mountFirstScreen();
    runBootScript();
    expect(screen.querySelector('.lp-boot-name')!.textContent).toBe('Acme');
    expect(screen.querySelector('.lp-boot-text')!.textContent).toBe('載入中…');
    expect(screen.style.getPropertyValue('--lp-boot-colour')).toBe('#00aa77');
    expect(screen.getAttribute('role')).toBe('status');
  });

  it('shows no other enterprise’s name when a link opens another one', () => {
    localStorage.setItem(
      BOOT_SCREEN_KEY,
      JSON.stringify({ eid: 3, name: 'Acme', theme: '#00aa77', language: 'zh_hant' }),
    );
    // The test's own address, not the portal's navigation.
    globalThis.history.replaceState(null, '', '/login?eid=9');
    const screen = mountFirstScreen();
    runBootScript();
    expect(screen.querySelector('.lp-boot-name')!.textContent).toBe('');
    expect(screen.style.getPropertyValue('--lp-boot-colour')).toBe('');
    globalThis.history.replaceState(null, '', '/');
  });

  it('falls back to the browser’s language on a first visit and survives a broken cache', () => {
    localStorage.setItem(BOOT_SCREEN_KEY, '{not json');
    const screen = mountFirstScreen();
    runBootScript();
    // happy-dom's navigator speaks en-US.
    expect(screen.querySelector('.lp-boot-text')!.textContent).toBe('Loading…');
  });
});
