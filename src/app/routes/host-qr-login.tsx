import { useEffect, useState } from 'react';
import { getHostAdapter, type QrLoginOption } from '../../../host-adapters';
import { QrLoginLinks } from '../../components/qr-login-links';
import { qrLoginOptions } from '../host-sign-in';

/**
 * "Scan with DingTalk / WeCom" on the login page of a browser or kiosk, for enterprises with a
 * bound app (decision 0015); the scan comes back to /hostLogin. Kiosks offer it first.
 */
export function HostQrLogin() {
  const host = getHostAdapter();
  const [options, setOptions] = useState<QrLoginOption[]>([]);

  useEffect(() => {
    let live = true;
    const callback = new URL('/hostLogin', host.navigation.currentUrl()).toString();
    void qrLoginOptions(host, callback).then((found) => live && setOptions(found));
    return () => {
      live = false;
    };
  }, [host]);

  return <QrLoginLinks options={options} prominent={host.kind === 'kiosk'} onStart={(option) => host.qrLogin.start(option)} />;
}
