import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import zhHK from '@arco-design/web-react/es/locale/zh-HK';
import type { Language } from '../../protocol';

type ArcoLocale = typeof enUS;

/** Arco's built-in texts (pagination, date pickers, empty states) follow the app language. */
export const ARCO_LOCALES: Record<Language, ArcoLocale> = { zh_cn: zhCN, zh_hant: zhHK, en_us: enUS };

export function arcoLocaleFor(language: Language): ArcoLocale {
  return ARCO_LOCALES[language];
}
