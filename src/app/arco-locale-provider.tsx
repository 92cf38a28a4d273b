// Through the index, not ./context: context and Empty import each other, and only the index's order works unbundled (Vitest).
import { ConfigContext } from '@arco-design/web-react/es/ConfigProvider';
import { DefaultConfigProviderProps } from '@arco-design/web-react/es/ConfigProvider/context';
import { setConfigProviderProps } from '@arco-design/web-react/es/Modal/config';
import { useEffect, useMemo, type ReactNode } from 'react';

type ArcoLocale = (typeof DefaultConfigProviderProps)['locale'];

const getPrefixCls = (componentName: string, customPrefix?: string) => `${customPrefix || 'arco'}-${componentName}`;

/**
 * Arco's locale for every Arco component below, and for `Modal.confirm` (rendered outside the
 * tree). Arco's ConfigProvider does the same but also imports Message and Notification to
 * configure them, which put them in the start-up chunk; we use no other ConfigProvider setting
 * (decision 0030).
 */
export function ArcoLocaleProvider({ locale, children }: { locale: ArcoLocale | undefined; children: ReactNode }) {
  const config = useMemo(
    () => ({ ...DefaultConfigProviderProps, getPrefixCls, ...(locale ? { locale } : {}) }),
    [locale],
  );
  useEffect(() => setConfigProviderProps({ locale: config.locale, prefixCls: 'arco' }), [config.locale]);
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}
