import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '../../protocol';

type ArcoLocale = typeof zhCN;

/*
 * Arco's built-in texts (pagination, date pickers, empty states) follow the app language. Simplified
 * Chinese is Arco's own default and always present; the other two load with the language (each
 * brings its dayjs locale and form messages, which the start-up chunk should not carry).
 */
const LOADERS: Record<Language, () => Promise<ArcoLocale>> = {
  zh_cn: () => Promise.resolve(zhCN),
  zh_hant: () => import('@arco-design/web-react/es/locale/zh-HK').then((m) => m.default),
  en_us: () => import('@arco-design/web-react/es/locale/en-US').then((m) => m.default),
};

const loaded: Partial<Record<Language, ArcoLocale>> = { zh_cn: zhCN };
const loading = new Set<Language>();
const listeners = new Set<() => void>();

export function loadArcoLocale(language: Language): Promise<void> {
  if (loaded[language] || loading.has(language)) return Promise.resolve();
  loading.add(language);
  return LOADERS[language]().then(
    (locale) => {
      loaded[language] = locale;
      listeners.forEach((notify) => notify());
    },
    // Offline for a moment: Arco keeps its default texts and the next language change retries.
    () => void loading.delete(language),
  );
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Arco's locale for the language once it has loaded (until then Arco's default). */
export function useArcoLocale(language: Language): ArcoLocale | undefined {
  useEffect(() => void loadArcoLocale(language), [language]);
  return useSyncExternalStore(subscribe, () => loaded[language]);
}
