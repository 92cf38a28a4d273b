import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_FIRST_PAINT_MAX_AGE_MS } from '../../features/home/first-paint';
import { HOME_FIRST_PAINT_STORAGE_KEY, homeKeys, homeViewer } from '../../features/home/home-keys';
import { resolveStartup } from '../../features/session';
import { languageOf } from '../../features/session/stores/session-state';
import { clearUserInfoCookie, readUserInfoCookie, writeUserInfoCookie } from '../../lib/cookies';
import { readStoredLanguageChoice, resolveLanguageChoice } from '../../lib/language';
import { readPersistedQueries, writePersistedQueries } from '../../lib/persisted-queries';
import { DEFAULT_USER_INFO, isSignedIn } from '../../lib/user-info';
import { findBootHome } from './boot-home';
import { BOOT_SCRIPTS, describeBootScripts, runBootScript } from './boot-scripts.test-support';

/*
 * public/boot.js paints the last visit's home (decision 0075) by rules written twice: in plain ES5
 * there, and in the portal's TypeScript that seeds the query cache from the same entry
 * (startup-eid.ts, lib/language.ts, boot-prefetch.ts, first-paint.ts). These tests run boot.js on
 * index.html's own markup and hold it to the TypeScript side's answer, case by case.
 */
const INDEX_HTML = fs.readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');

function mountFirstScreen(): HTMLElement {
  const markup = /<div id="root">([\s\S]*?)<\/div>\s*<script src="\/boot.js">/.exec(INDEX_HTML)?.[1] ?? '';
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root')!;
}

const member = { ...DEFAULT_USER_INFO, userid: '42', token: 'tok', username: 'Lin Xiao' };
const banner = { moduleId: 7, title: 'Highlights', display_type: 'banner', multi_page: 'N', moreUrl: '' };
const slide = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Safety month',
  summary: 'Finish it by Friday',
  color: '#0a7',
  url: '',
  ...over,
});

/** The entry first-paint.ts keeps, for `owner`, written the way the home page writes it. */
function keepHome(owner: string, options: { savedAt?: number; modules?: unknown[]; list?: unknown[] } = {}) {
  const modules = options.modules ?? [banner];
  const first = modules[0] as { moduleId: number } | undefined;
  writePersistedQueries(
    HOME_FIRST_PAINT_STORAGE_KEY,
    owner,
    [
      [homeKeys.modules(owner), modules],
      [homeKeys.component(owner, first?.moduleId ?? 0, 1), { list: options.list ?? [slide(), slide({ id: 2 })] }],
    ],
    options.savedAt ?? Date.now(),
  );
}

function setLanguages(list: string[]): void {
  Object.defineProperty(navigator, 'languages', { get: () => list, configurable: true });
  Object.defineProperty(navigator, 'language', { get: () => list[0] ?? '', configurable: true });
}

/**
 * What the portal's TypeScript would seed on this page: the viewer boot-prefetch.ts names at
 * start-up (bootstrap's resolveStartup, the store's language before the init answer), and whether
 * its kept home has the banner first. Read after boot.js ran, as in the browser.
 */
function portalWouldShowBanner(defaultEid: number): boolean {
  const page = new URL(document.URL);
  if (page.pathname !== '/index') return false;
  const user = readUserInfoCookie();
  if (!user || !isSignedIn(user)) return false;
  const startup = resolveStartup(defaultEid, page.href, user.userid);
  const startupEid = startup.linkEid ?? startup.eid;
  const signedIn = true;
  const languageChoice = resolveLanguageChoice({ stored: readStoredLanguageChoice(), saved: undefined, signedIn });
  const language = languageOf({ enterprise: null, startupEid, languageChoice });
  const viewer = homeViewer(startupEid, user.userid, language);
  const stored = readPersistedQueries(HOME_FIRST_PAINT_STORAGE_KEY, viewer, {
    now: Date.now(),
    maxAgeMs: HOME_FIRST_PAINT_MAX_AGE_MS,
  });
  const modules = stored?.find(([key]) => JSON.stringify(key) === JSON.stringify(homeKeys.modules(viewer)))?.[1];
  const first = Array.isArray(modules) ? (modules[0] as typeof banner | undefined) : undefined;
  return first?.display_type === 'banner';
}

afterEach(() => {
  localStorage.clear();
  clearUserInfoCookie();
  document.body.innerHTML = '';
  delete (window as { __LP_CONFIG__?: unknown }).__LP_CONFIG__;
  globalThis.history.replaceState(null, '', '/');
  setLanguages(['en-US']);
});

describeBootScripts(() => {
  describe('the last visit’s home agrees with the portal’s own rules', () => {
    const paths = ['/index', '/index?eid=1', '/index?eid=2', '/index?eid=x', '/login', '/', '/index/study'];
    const languages = [null, 'auto', 'zh_hant', 'en_us', 'klingon'];
    const navigators = [['en-US'], ['zh-TW', 'en'], ['fr-FR'], ['zh-Hans-HK'], ['zh-SG', 'en-GB']];
    const owners = ['1:42:en_us', '1:42:zh_hant', '1:42:zh_cn', '2:42:en_us', '0:42:zh_cn', '1:43:en_us'];
    const sessions = [null, { eid: 1, userid: '42' }, { eid: 2, userid: '42' }, { eid: 1, userid: '43' }];
    const cases: Array<{ url: string; language: string | null; nav: string[]; owner: string; session: unknown }> = [];
    // A deterministic spread of the combinations (all of them would be 4 200 page loads).
    let n = 0;
    for (const url of paths)
      for (const language of languages)
        for (const nav of navigators) {
          n += 1;
          cases.push({ url, language, nav, owner: owners[n % owners.length]!, session: sessions[n % sessions.length] });
        }

    it.each(cases)('$url, lp:language $language, browser $nav, kept for $owner, session $session', (c) => {
      globalThis.history.replaceState(null, '', c.url);
      setLanguages(c.nav);
      writeUserInfoCookie(member);
      if (c.language) localStorage.setItem('lp:language', c.language);
      if (c.session) localStorage.setItem('lp:session-eid', JSON.stringify(c.session));
      localStorage.setItem('lp:eid', '1');
      keepHome(c.owner);
      const root = mountFirstScreen();
      runBootScript();
      expect(findBootHome(root) !== null).toBe(portalWouldShowBanner(0));
    });

    it.each([
      ['the enterprise from the deployment', { defaultEid: 2 }, '2:42:en_us', true],
      ['no enterprise at all: Chinese, as the portal forces it', { defaultEid: 0 }, '0:42:zh_cn', true],
      ['no enterprise, an English entry', { defaultEid: 0 }, '0:42:en_us', false],
    ])('%s', (_name, config, owner, painted) => {
      globalThis.history.replaceState(null, '', '/index');
      (window as { __LP_CONFIG__?: unknown }).__LP_CONFIG__ = config;
      writeUserInfoCookie(member);
      keepHome(owner);
      const root = mountFirstScreen();
      runBootScript();
      expect(findBootHome(root) !== null).toBe(painted);
      expect(portalWouldShowBanner(config.defaultEid)).toBe(painted);
    });
  });

  describe('what is never painted', () => {
    function paintedFor(setUp: () => void): boolean {
      globalThis.history.replaceState(null, '', '/index?eid=1');
      writeUserInfoCookie(member);
      setUp();
      const root = mountFirstScreen();
      runBootScript();
      return findBootHome(root) !== null;
    }

    it('paints the member’s own fresh entry', () => {
      expect(paintedFor(() => keepHome('1:42:en_us'))).toBe(true);
    });
    it('not another member’s, nor for a visitor or a cookie without its token', () => {
      expect(paintedFor(() => keepHome('1:43:en_us'))).toBe(false);
      expect(
        paintedFor(() => {
          keepHome('1:42:en_us');
          clearUserInfoCookie();
        }),
      ).toBe(false);
      expect(
        paintedFor(() => {
          keepHome('1:42:en_us');
          writeUserInfoCookie({ ...member, token: '' });
        }),
      ).toBe(false);
    });
    it('not another language’s', () => {
      expect(paintedFor(() => keepHome('1:42:zh_cn'))).toBe(false);
    });
    it('not one older than 3 days, nor one from the future (a clock set back)', () => {
      expect(
        paintedFor(() => keepHome('1:42:en_us', { savedAt: Date.now() - HOME_FIRST_PAINT_MAX_AGE_MS - 60_000 })),
      ).toBe(false);
      expect(paintedFor(() => keepHome('1:42:en_us', { savedAt: Date.now() + 60_000 }))).toBe(false);
    });
    it('not another format version’s', () => {
      expect(
        paintedFor(() => {
          keepHome('1:42:en_us');
          const entry = JSON.parse(localStorage.getItem(HOME_FIRST_PAINT_STORAGE_KEY)!) as { v: number };
          localStorage.setItem(HOME_FIRST_PAINT_STORAGE_KEY, JSON.stringify({ ...entry, v: entry.v + 1 }));
        }),
      ).toBe(false);
    });
    it('not when the first module is not the banner, or the banner is empty', () => {
      expect(paintedFor(() => keepHome('1:42:en_us', { modules: [{ ...banner, display_type: 'course' }] }))).toBe(
        false,
      );
      expect(paintedFor(() => keepHome('1:42:en_us', { list: [] }))).toBe(false);
      expect(paintedFor(() => keepHome('1:42:en_us', { modules: [] }))).toBe(false);
    });
    it('a broken entry leaves the usual first screen, named as before', () => {
      localStorage.setItem(
        'lp:boot',
        JSON.stringify({ eid: 1, name: 'Aurora', theme: '#00aa77', language: 'zh_hant' }),
      );
      expect(
        paintedFor(() =>
          localStorage.setItem(
            HOME_FIRST_PAINT_STORAGE_KEY,
            '{"v":1,"owner":"1:42:en_us","savedAt":1,"queries":[[1]]}',
          ),
        ),
      ).toBe(false);
      expect(document.querySelector('.lp-boot-name')!.textContent).toBe('Aurora');
      expect(document.querySelector('.lp-boot-text')!.textContent).toBe('載入中…');
    });
  });

  describe('the painted home', () => {
    function paint(item: Record<string, unknown>): HTMLElement {
      globalThis.history.replaceState(null, '', '/index?eid=1');
      writeUserInfoCookie(member);
      localStorage.setItem('lp:boot', JSON.stringify({ eid: 1, name: 'Aurora', theme: '#00aa77', language: 'en_us' }));
      keepHome('1:42:en_us', { list: [slide(item), slide({ id: 2 })] });
      const root = mountFirstScreen();
      runBootScript();
      return findBootHome(root)!;
    }

    it('sets free text as text only: markup in a title stays words on the slide', () => {
      const home = paint({ title: '<img src=x onerror="window.__xss=1">', summary: '<b>bold</b> & more' });
      expect(home.querySelector('.lp-home-slide-title')!.textContent).toBe('<img src=x onerror="window.__xss=1">');
      expect(home.querySelector('.lp-home-slide-summary')!.textContent).toBe('<b>bold</b> & more');
      expect(home.querySelector('img, b')).toBeNull();
    });

    it.each([
      ['#0a7', '#0a7'],
      ['#00aa7780', '#00aa7780'],
      ['teal', 'teal'],
      ['rgb(0, 170, 119)', 'rgb(0, 170, 119)'],
      ['url(https://tracker.example/x.png)', ''],
      ['red; background-image: url(x)', ''],
      ['expression(alert(1))', ''],
      ['var(--x)', ''],
      [12, ''],
    ])('applies the slide colour %j only as a plain colour (else the theme shows)', (colour, expected) => {
      const home = paint({ color: colour });
      const slideElement = home.querySelector<HTMLElement>('.lp-home-slide')!;
      if (expected) expect(slideElement.style.background).not.toBe('');
      else expect(slideElement.style.background).toBe('');
      expect(home.style.getPropertyValue('--lp-theme-color')).toBe('#00aa77');
    });

    it('is hidden from screen readers, with the first screen’s status still there once, out of sight', () => {
      const home = paint({});
      expect(home.getAttribute('aria-hidden')).toBe('true');
      const status = document.getElementById('lp-boot')!;
      expect(status.getAttribute('role')).toBe('status');
      expect(status.className).toContain('lp-boot-status-only');
      expect(status.querySelector('.lp-boot-text')!.textContent).toBe('Loading…');
      // The carousel's arrows and dots are pictures only: nothing to press or tab to.
      for (const button of Array.from(home.querySelectorAll('button'))) {
        expect(button.disabled).toBe(true);
        expect(button.tabIndex).toBe(-1);
      }
      expect(home.querySelectorAll('.lp-home-dot')).toHaveLength(2);
    });

    it('greets the member by the cookie’s name, in the member’s language', () => {
      localStorage.setItem('lp:language', 'zh_hant');
      globalThis.history.replaceState(null, '', '/index?eid=1');
      writeUserInfoCookie(member);
      keepHome('1:42:zh_hant');
      const root = mountFirstScreen();
      runBootScript();
      expect(findBootHome(root)!.querySelector('.lp-home-study-title')!.textContent).toBe('歡迎，Lin Xiao');
      expect(document.documentElement.lang).toBe('zh-TW');
    });
  });
});

// The words as written in the source (the minified copy writes its strings its own way).
describe('public/boot.js as written', () => {
  it.each(['zh_cn', 'zh_hant', 'en_us'])(
    'speaks the home’s own words in %s (locales/*/home.json, common.json)',
    (language) => {
      const read = (file: string) =>
        JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${language}/${file}.json`), 'utf8')) as {
          welcome?: string;
          loading?: string;
        };
      const welcome = read('home').welcome!;
      expect(welcome.endsWith('{{name}}')).toBe(true);
      expect(BOOT_SCRIPTS[0]![1]).toContain(
        `${language}: ['${welcome.replace('{{name}}', '')}', '${read('common').loading!}']`,
      );
    },
  );
});
