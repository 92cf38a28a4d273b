import { useMemo, useState } from 'react';
import { LowBrowserBanner } from '../components/overlays/low-browser-banner';
import {
  rememberClosed,
  rememberLowBrowserForce,
  shouldShowLowBrowserBanner,
} from '../components/overlays/low-browser';
import { LoginTips } from '../components/overlays/login-tips';
import { RESET_LOGIN_TIPS } from '../lib/login-prompt';
import { TopNotice } from '../app/overlays/top-notice';

/**
 * What the portal's bare layout shows above /login (src/app/overlays: LowBrowserOverlay and the
 * sign-in notice of LoginOverlays), read from the sign-in entry's address instead of the router.
 */
export function SignInNotices({ search, signedIn }: { search: URLSearchParams; signedIn: boolean }) {
  const [lowBrowserClosed, setLowBrowserClosed] = useState(false);
  const [closedTipsFor, setClosedTipsFor] = useState('');
  const query = search.toString();
  // `?lowBrowser=1` is remembered for the tab (decision 0006), as in the portal.
  const lowBrowser = useMemo(
    () =>
      shouldShowLowBrowserBanner({
        forced: rememberLowBrowserForce(query ? `?${query}` : ''),
        userAgent: navigator.userAgent,
      }),
    [query],
  );
  const tipsKind = search.get('loginTips') === RESET_LOGIN_TIPS ? 'reset' : search.get('backUrl') ? 'continue' : null;
  const showTips = !signedIn && tipsKind !== null && closedTipsFor !== query;
  return (
    <>
      {lowBrowser && !lowBrowserClosed ? (
        <TopNotice>
          <LowBrowserBanner
            onClose={() => {
              rememberClosed();
              setLowBrowserClosed(true);
            }}
          />
        </TopNotice>
      ) : null}
      {showTips ? (
        <TopNotice>
          <LoginTips kind={tipsKind} onClose={() => setClosedTipsFor(query)} />
        </TopNotice>
      ) : null}
    </>
  );
}
