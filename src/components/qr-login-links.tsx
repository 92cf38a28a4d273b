import { Button } from '@arco-design/web-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrLoginOption } from '../../host-adapters';
import { whenRestStyles } from '../lib/rest-styles';
import './qr-login-links.css';

// The dialog (Arco Modal and its focus lock) loads when a scan panel is first chosen, not with the sign-in page.
// It waits for the rest of Arco's CSS too, which /login loads only after it has painted (decision 0069).
const QrLoginPanel = lazy(() =>
  Promise.all([import('./qr-login-panel'), whenRestStyles()]).then(([m]) => ({ default: m.QrLoginPanel })),
);

export interface QrLoginLinksProps {
  /** From `qrLoginOptions(host, callbackUrl)` (src/app/host-sign-in.ts); nothing renders when empty. */
  options: QrLoginOption[];
  /** Leave for the vendor's full-page login. */
  onStart(option: QrLoginOption): void;
  /** Show the vendor's embedded panel (for options with `panel`); host.qrLogin.mountPanel. */
  onMountPanel?(option: QrLoginOption, el: HTMLElement): Promise<() => void>;
  /** Kiosks offer scan login first, as the main way in. */
  prominent?: boolean;
}

/**
 * "Scan with DingTalk / WeCom" entries for a login page in a browser or on a kiosk: the vendor's
 * scan panel in a dialog where the enterprise offers it, else its full-page login.
 */
export function QrLoginLinks({ options, onStart, onMountPanel, prominent = false }: QrLoginLinksProps) {
  const { t } = useTranslation('hosts');
  const [open, setOpen] = useState<QrLoginOption | null>(null);
  if (options.length === 0) return null;
  const choose = (option: QrLoginOption) => (option.panel && onMountPanel ? setOpen(option) : onStart(option));
  return (
    <nav aria-label={t('qr.label')}>
      <div className={prominent ? 'lp-qr-links lp-qr-links-prominent' : 'lp-qr-links'}>
        {options.map((option) => (
          <Button
            key={option.kind}
            type={prominent ? 'primary' : 'secondary'}
            long={prominent}
            onClick={() => choose(option)}
          >
            {t(option.kind === 'dingtalk' ? 'qr.dingtalk' : 'qr.wecom')}
          </Button>
        ))}
      </div>
      {open && onMountPanel ? (
        <Suspense fallback={null}>
          <QrLoginPanel option={open} mount={onMountPanel} onFullPage={onStart} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
