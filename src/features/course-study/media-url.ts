import { getRuntimeConfig } from '../../lib/runtime-config';

/** Signed media paths live on the gateway, which may not be the portal's origin. */
export function mediaUrl(path: string): string {
  if (!path || /^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}${path}`;
}
