import { DEFAULT_APP_KEY } from '../../protocol';

/**
 * Deployment settings read at start-up from `window.__LP_CONFIG__`, which
 * `/runtime-config.js` sets before the bundle runs. One build can thus serve any gateway.
 */
export interface RuntimeConfig {
  /** Gateway base URL; '' means the portal's own origin. */
  apiBase: string;
  /** Signing and AES key material (not a secret: see docs/protocol.md). */
  appKey: string;
  /** Enterprise used before the init call answers; 0 means "let the gateway decide". */
  defaultEid: number;
  /** Spec 000 §7: a dedicated host for file uploads (UPLOAD_BASE); '' means uploads go to apiBase. */
  uploadBase: string;
}

declare global {
  interface Window {
    __LP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '',
  appKey: DEFAULT_APP_KEY,
  defaultEid: 0,
  uploadBase: '',
};

/** Missing or mistyped fields fall back to the defaults instead of breaking start-up. */
export function readRuntimeConfig(source: unknown = window.__LP_CONFIG__): RuntimeConfig {
  const raw = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const eid = Number(raw.defaultEid);
  return {
    apiBase: typeof raw.apiBase === 'string' ? raw.apiBase : DEFAULT_RUNTIME_CONFIG.apiBase,
    appKey: typeof raw.appKey === 'string' && raw.appKey !== '' ? raw.appKey : DEFAULT_RUNTIME_CONFIG.appKey,
    defaultEid: Number.isInteger(eid) && eid >= 0 ? eid : DEFAULT_RUNTIME_CONFIG.defaultEid,
    uploadBase: typeof raw.uploadBase === 'string' ? raw.uploadBase : DEFAULT_RUNTIME_CONFIG.uploadBase,
  };
}

let current: RuntimeConfig | null = null;

/** The config of this page load, read once. */
export function getRuntimeConfig(): RuntimeConfig {
  current ??= readRuntimeConfig();
  return current;
}

/** Tests install a specific config; `null` re-reads the page's. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}
