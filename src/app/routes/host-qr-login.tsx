import { useCallback, useEffect, useState } from 'react';
import { getHostAdapter, type QrLoginOption } from '../../../host-adapters';
import { QrLoginLinks } from '../../components/qr-login-links';
import { qrLoginOptions } from '../host-sign-in';

/**
 * "Scan with DingTalk / WeCom" on the login page of a browser or kiosk, for enterprises with a
 * bound app (decision 0015): the vendor's embedded panel where offered, else its full page; either
 * way the scan finishes on /hostLogin. Kiosks offer it first. `navigate` is the router's in the
 * portal, the sign-in entry's hand-over to the portal on its own page (decision 0073).
 */
export function HostQrLogin({ navigate }: { navigate: (path: string) => void }) {
  const host = getHostAdapter();
  const [options, setOptions] = useState<QrLoginOption[]>([]);
  // After a scan in the embedded panel, finish on the callback route as the vendor's redirect would.
  const mountPanel = useCallback(
    (option: QrLoginOption, el: HTMLElement) => host.qrLogin.mountPanel(option, el, (path) => navigate(path)),
    [host, navigate],
  );

  useEffect(() => {
    let live = true;
    const callback = new URL('/hostLogin', host.navigation.currentUrl()).toString();
    void qrLoginOptions(host, callback).then((found) => live && setOptions(found));
    return () => {
      live = false;
    };
  }, [host]);

  return (
    <QrLoginLinks
      options={options}
      prominent={host.kind === 'kiosk'}
      onStart={(option) => host.qrLogin.start(option)}
      onMountPanel={mountPanel}
    />
  );
}
