import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LowBrowserBanner } from '../../components/overlays/low-browser-banner';
import {
  rememberClosed,
  rememberLowBrowserForce,
  shouldShowLowBrowserBanner,
} from '../../components/overlays/low-browser';
import { TopNotice } from './top-notice';

/** The low-browser banner at the top of the page, until closed (then hidden for 15 days). */
export function LowBrowserOverlay() {
  const location = useLocation();
  const [closed, setClosed] = useState(false);
  // `?lowBrowser=1` is remembered for the tab (decision 0006), so it survives in-app navigation.
  const wanted = useMemo(
    () =>
      shouldShowLowBrowserBanner({ forced: rememberLowBrowserForce(location.search), userAgent: navigator.userAgent }),
    [location.search],
  );
  if (!wanted || closed) return null;
  return (
    <TopNotice>
      <LowBrowserBanner
        onClose={() => {
          rememberClosed();
          setClosed(true);
        }}
      />
    </TopNotice>
  );
}
