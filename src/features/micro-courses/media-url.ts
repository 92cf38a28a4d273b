import { getRuntimeConfig } from '../../lib/runtime-config';

/** Stored media paths (/media/...) live on the gateway, which may not be the portal's origin. */
export function mediaUrl(path: string): string {
  if (!path || /^(https?:)?\/\//.test(path)) return path;
  return `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}${path}`;
}
