import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The code shown at collection, in large letters and as a QR code the counter can scan. */
export function ExchangeCode({ code }: { code: string }) {
  const { t } = useTranslation('mall');
  const [qr, setQr] = useState('');
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(code, { width: 200, margin: 1, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div className="lp-mall-code" data-testid="exchange-code">
      <p className="lp-mall-code__label">{t('code.label')}</p>
      <p className="lp-mall-code__value">{code}</p>
      {qr ? <img src={qr} width={160} height={160} alt={t('code.qrAlt', { code })} /> : null}
      <p className="lp-mall-muted">{t('code.hint')}</p>
    </div>
  );
}
