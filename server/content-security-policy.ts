import type { ServerConfig } from './config';
import type { HostConfig } from './routes/host/host-config';

/*
 * The Content-Security-Policy of the portal's pages (decision 0035). The session token lives
 * where the page's scripts can read it — spec 000 §3 keeps it in the `userInfo` cookie and every
 * envelope and header carries it — so the guard is which scripts may run at all: only the
 * portal's own files and the workplace-chat scan panel's script, never inline script, eval,
 * plugins or a changed <base>. Everything that cannot run script stays as open as the portal
 * needs: images and media from any HTTPS address (covers and course media may live on a CDN),
 * inline styles (React style props, sanitised rich text), and the vendors' login frames.
 */

/** The WeCom SDK frames these for its embedded scan panel and JS-API bridge (@wecom/jssdk). */
const WECOM_FRAME_ORIGINS = ['https://login.work.weixin.qq.com', 'https://open.work.weixin.qq.com'];

/** The origin of an absolute http(s) address; null for a relative one (the page's own origin). */
function originOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

function list(...sources: Array<string | null>): string {
  return [...new Set(sources.filter((source): source is string => !!source))].join(' ');
}

export function portalContentSecurityPolicy(
  config: Pick<ServerConfig, 'apiBase'> & Partial<Pick<ServerConfig, 'uploadBase'>>,
  host: HostConfig,
): string {
  // The gateway may be another origin (runtime config apiBase): calls, media and SCORM go there;
  // uploads may go to their own host (UPLOAD_BASE).
  const gateway = originOf(config.apiBase);
  const uploads = originOf(config.uploadBase ?? '');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", originOf(host.dingtalk.frameLoginScriptUrl)),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': list("'self'", 'data:', 'blob:', 'https:', gateway),
    'media-src': list("'self'", 'data:', 'blob:', 'https:', gateway),
    'font-src': "'self' data:",
    'connect-src': list("'self'", 'blob:', 'data:', gateway, uploads),
    'frame-src': list(
      "'self'",
      'https:',
      gateway,
      originOf(host.dingtalk.qrLoginUrl),
      originOf(host.wecom.qrLoginUrl),
      ...WECOM_FRAME_ORIGINS,
    ),
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
