import { Button, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { QrLoginOption } from '../../host-adapters';

export interface QrLoginLinksProps {
  /** From `qrLoginOptions(host, callbackUrl)` (src/app/host-sign-in.ts); nothing renders when empty. */
  options: QrLoginOption[];
  onStart(option: QrLoginOption): void;
  /** Kiosks offer scan login first, as the main way in. */
  prominent?: boolean;
}

/** "Scan with DingTalk / WeCom" entries for a login page in a browser or on a kiosk. */
export function QrLoginLinks({ options, onStart, prominent = false }: QrLoginLinksProps) {
  const { t } = useTranslation('hosts');
  if (options.length === 0) return null;
  return (
    <nav aria-label={t('qr.label')}>
      <Space direction={prominent ? 'vertical' : 'horizontal'} style={prominent ? { width: '100%' } : undefined}>
        {options.map((option) => (
          <Button key={option.kind} type={prominent ? 'primary' : 'secondary'} long={prominent} onClick={() => onStart(option)}>
            {t(option.kind === 'dingtalk' ? 'qr.dingtalk' : 'qr.wecom')}
          </Button>
        ))}
      </Space>
    </nav>
  );
}
