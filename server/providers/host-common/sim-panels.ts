/**
 * The embedded scan panels of the simulators (decision 0015 addendum). DingTalk's real panel is a
 * script (`ddlogin.js` → `window.DTFrameLogin`) that frames its login page and reports the scan
 * by postMessage; the simulator serves a script with the same entry point framing its own scan
 * page. WeCom's panel is built by the real `@wecom/jssdk` (`ww.createWWLoginPanel`), which frames
 * login.work.weixin.qq.com and speaks its iframe-handle protocol; the simulator's scan page speaks
 * that protocol too, so the SDK's own code runs when a test serves the page at WeCom's address.
 */

/** A JS string literal safe inside an inline <script>. */
const jsString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/** The simulator's `ddlogin.js`: `DTFrameLogin(frame, params, onSuccess, onError)` as DingTalk documents it. */
export function dingtalkFrameLoginScript(prefix: string): string {
  return `(function () {
  var PREFIX = ${jsString(prefix)};
  window.DTFrameLogin = function (frame, params, onSuccess, onError) {
    var box = document.getElementById(frame.id);
    if (!box) { if (onError) onError('frame element not found'); return; }
    var query = new URLSearchParams({ client_id: params.client_id, redirect_uri: decodeURIComponent(params.redirect_uri), response_type: params.response_type, scope: params.scope, prompt: params.prompt || '', state: params.state || '', embed: '1' });
    var iframe = document.createElement('iframe');
    iframe.src = PREFIX + '/oauth2/auth?' + query.toString();
    iframe.width = String(frame.width || 300);
    iframe.height = String(frame.height || 300);
    iframe.title = 'DingTalk';
    iframe.style.border = '0';
    box.innerHTML = '';
    box.appendChild(iframe);
    window.addEventListener('message', function (event) {
      if (event.source !== iframe.contentWindow || event.origin !== location.origin) return;
      var data = event.data || {};
      if (data.type !== 'sim-dtframe-login') return;
      if (data.error) { if (onError) onError(data.error); return; }
      onSuccess({ redirectUrl: data.redirectUrl, authCode: data.authCode, state: data.state });
    });
  };
})();
`;
}

/** After the simulated scan, DingTalk's framed page hands the result to DTFrameLogin. */
export function dingtalkFrameDonePage(result: { redirectUrl: string; authCode: string; state: string }): string {
  const message = { type: 'sim-dtframe-login', ...result };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DingTalk</title></head><body><p>Scanned.</p><script>parent.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, location.origin);</script></body></html>`;
}

/**
 * The scan page framed by `ww.createWWLoginPanel`: answers the SDK's `ww-iframe-handle:init`
 * with `ready`, as WeCom's page does.
 */
export const WECOM_PANEL_HANDSHAKE = `<script>
window.addEventListener('message', function (event) {
  var msg; try { msg = JSON.parse(event.data); } catch (e) { return; }
  if (msg && msg.type === 'ww-iframe-handle:init') parent.postMessage(JSON.stringify({ type: 'ww-iframe-handle:ready' }), '*');
});
</script>`;

/** After the simulated scan, WeCom's framed page calls the panel's `onLoginSuccess({code})`. */
export function wecomPanelDonePage(code: string): string {
  const call = { type: 'ww-iframe-handle:call', args: { type: 'call', name: 'onLoginSuccess', payload: { code } } };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>WeCom</title></head><body><p>Scanned.</p><script>parent.postMessage(${jsString(JSON.stringify(call))}, '*');</script></body></html>`;
}
