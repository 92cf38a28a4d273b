import { DEMO_HOST_ADDRESS_BOOKS } from '../../db/seed/demo-data';
import { WECOM_SIM_PREFIX } from './host-config';

/** The user agents the launched page imposes (as host-adapters/simulator/host-fakes.ts). */
const USER_AGENTS: Record<string, string> = {
  'dingtalk-pc': navigatorUa(''),
  'dingtalk-android':
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) DingTalk/7.6.0',
  'dingtalk-ios':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.6.0) DingTalk/7.6.0 Channel/201200 language/zh-Hans-CN',
  wecom: navigatorUa(' MicroMessenger/7.0.1 wxwork/4.1.0'),
};

function navigatorUa(suffix: string): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36${suffix}`;
}

const HOSTS = [
  { as: 'dingtalk-pc', label: 'DingTalk PC', book: 'dingtalk' as const },
  { as: 'dingtalk-android', label: 'DingTalk mobile (Android)', book: 'dingtalk' as const },
  { as: 'dingtalk-ios', label: 'DingTalk mobile (iOS)', book: 'dingtalk' as const },
  { as: 'wecom', label: 'WeCom', book: 'wecom' as const },
];

/** A value as a JavaScript literal inside an inline script (no `</script>` can end it early). */
const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** /__dev/hosts: one link per host and simulated user, plus kiosk and browser. */
export function launcherPage(): string {
  const rows = HOSTS.map((host) => {
    const corp = Object.values(DEMO_HOST_ADDRESS_BOOKS[host.book])[0] ?? [];
    const links = corp
      .map(
        (m) =>
          `<a href="/__dev/hosts/launch?${new URLSearchParams({ as: host.as, user: m.userid })}">as ${escape(m.name)} (${escape(m.userid)})</a>`,
      )
      .join(' · ');
    return `<li><strong>${escape(host.label)}</strong>: ${links}</li>`;
  });
  rows.push(
    '<li><strong>Kiosk</strong>: <a href="/index?eid=1&amp;client=kiosk">open (client=kiosk, kept for the tab)</a></li>',
  );
  rows.push('<li><strong>Browser</strong>: <a href="/index?eid=1" target="_blank" rel="noopener">open</a></li>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host launcher (development)</title></head>
<body style="font-family:sans-serif;max-width:760px;margin:40px auto;line-height:1.6">
<h1>Open the portal as a host</h1>
<p>Development only. DingTalk and WeCom run with page-side fakes of their containers and the loopback simulators of their APIs (/__sim/dingtalk, /__sim/wecom); the real SDKs run unchanged. Lin Xiao is bound to the learner account of Aurora Learning Academy (eid 1) and Chen Jing to its administrator; Tang Wei is in the corp's address book but has no portal account.</p>
<ul>${rows.join('')}</ul>
<p>Scanning (an activity's sign-in code): DingTalk mobile answers <code>biz.util.scan</code> and WeCom <code>scanQRCode</code> with the text you paste when the simulated scanner asks — copy the link under the code on the organiser's screen (<code>/activity-sign-in/&lt;id&gt;</code>). DingTalk PC has no scanner: the page offers the camera or the link, as a browser does.</p>
<p>The launched page keeps its fake when it navigates or reloads itself (WeCom's OAuth return among them); a reload from the browser's own button loses it: open it again from here.</p></body></html>`;
}

/**
 * Runs in the launched window once the portal's page is written: the fake lives in this window's
 * globals, so a navigation that leaves the document would lose it (WeCom's silent sign-in goes to
 * the OAuth address and comes back with a code: a new page, no fake, no sign-in). Such a
 * navigation of this window to a portal page goes through the launcher again instead, and the
 * simulated OAuth step is taken with fetch (it only redirects back with a code) so its return does
 * too. Chromium's Navigation API; elsewhere the page behaves as before.
 */
function keepFakeScript(as: string, user: string): string {
  return `function keepFake() {
  if (!window.navigation) return;
  var relaunch = function (path) {
    location.assign('/__dev/hosts/launch?' + new URLSearchParams({ as: ${js(as)}, user: ${js(user)}, to: path }));
  };
  var oauth = ${js(`${WECOM_SIM_PREFIX}/connect/oauth2/authorize`)};
  navigation.addEventListener('navigate', function (event) {
    var dest = new URL(event.destination.url);
    if (event.destination.sameDocument || !event.cancelable || event.downloadRequest !== null) return;
    if (dest.pathname === oauth) {
      event.preventDefault();
      fetch(oauth + dest.search, { credentials: 'same-origin' }).then(function (response) {
        var back = new URL(response.url);
        relaunch(back.pathname + back.search);
      });
      return;
    }
    if (dest.origin !== location.origin || dest.pathname.indexOf('/__dev/') === 0 || dest.pathname.indexOf('/__sim/') === 0) return;
    event.preventDefault();
    relaunch(dest.pathname + dest.search + dest.hash);
  });
}`;
}

/**
 * The launched page: install the fake first, then load the portal's page into this same
 * window (document.write keeps the window and its globals), at the address asked for.
 */
export function launchPage(as: string, user: string, to: string): string | null {
  const host = HOSTS.find((h) => h.as === as);
  const member = host && Object.values(DEMO_HOST_ADDRESS_BOOKS[host.book])[0]?.find((m) => m.userid === user);
  if (!host || !member || !to.startsWith('/')) return null;
  const names = Object.fromEntries(
    Object.values(DEMO_HOST_ADDRESS_BOOKS.wecom)
      .flat()
      .map((m) => [m.userid, m.name]),
  );
  // scanPrompt: the simulated scanner (biz.util.scan, scanQRCode) asks for the text its camera would read.
  const config = {
    userid: member.userid,
    simBase: '/__sim/dingtalk',
    names,
    userAgent: USER_AGENTS[as],
    scanPrompt: true,
  };
  return `<!doctype html><html><head><meta charset="utf-8"><script src="/__dev/hosts/fakes.js"></script><script>
window.__installHostFake(${js(as)}, ${js(config)});
fetch('/', { cache: 'no-store' }).then(function (r) { return r.text(); }).then(function (html) {
  history.replaceState(null, '', ${js(to)});
  document.open(); document.write(html); document.close();
  keepFake();
});
${keepFakeScript(as, member.userid)}
</script></head><body>Opening as ${escape(host.label)}…</body></html>`;
}
