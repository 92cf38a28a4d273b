import { Alert, Button } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import './overlays.css';

export interface LowBrowserBannerProps {
  onClose: () => void;
}

/** Spec 000 §2: old browsers are told which browsers work well; closing hides it for 15 days. */
export function LowBrowserBanner({ onClose }: LowBrowserBannerProps) {
  const { t } = useTranslation('overlays');
  return (
    <div className="lp-low-browser-banner">
      <Alert
        type="warning"
        banner
        content={t('lowBrowser.text')}
        // Our own button: Arco's close button has no accessible name.
        action={<Button size="mini" type="text" icon={<IconClose />} aria-label={t('lowBrowser.close')} title={t('lowBrowser.close')} onClick={onClose} />}
      />
    </div>
  );
}
