import { Button } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Notice } from '../notice';
import './overlays.css';

export interface LowBrowserBannerProps {
  onClose: () => void;
}

/** Spec 000 §2: old browsers are told which browsers work well; closing hides it for 15 days. */
export function LowBrowserBanner({ onClose }: LowBrowserBannerProps) {
  const { t } = useTranslation('overlays');
  return (
    <div className="lp-low-browser-banner">
      <Notice
        type="warning"
        banner
        action={
          <Button
            size="mini"
            type="text"
            icon={<IconClose />}
            aria-label={t('lowBrowser.close')}
            title={t('lowBrowser.close')}
            onClick={onClose}
          />
        }
      >
        {t('lowBrowser.text')}
      </Notice>
    </div>
  );
}
