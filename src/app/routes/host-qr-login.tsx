import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHostAdapter, type QrLoginOption } from '../../../host-adapters';
import { QrLoginLinks } from '../../components/qr-login-links';
import { qrLoginOptions } from '../host-sign-in';

/**
 * "Scan with DingTalk / WeCom" on the login page of a browser or kiosk, for enterprises with a
 * bound app (decision 0015): the vendor's embedded panel where offered, else its full page; either
 * way the scan finishes on /hostLogin. Kiosks offer it first.
 */
export function HostQrLogin() {
  const host = getHostAdapter();
  const [options, setOptions] = useState<QrLoginOption[]>([]);
  const navigate = useNavigate();
  // After a scan in the embedded panel, finish on the callback route as the vendor's redirect would.
  const mountPanel = useCallback(
    (option: QrLoginOption, el: HTMLElement) => host.qrLogin.mountPanel(option, el, (path) => void navigate(path)),
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
