import { HOME_LIMITS, type ClientLogEntry } from '../../protocol';
import { api } from './api-client';

/**
 * The portal's own errors, sent to the server in batches (POST /v1/logs/upload, decision 0023):
 * uncaught errors, unhandled promise rejections and errors caught by error boundaries. Bounded
 * on the client too (entry size, batch size, a per-page-load cap, repeats folded), so a render
 * loop cannot flood the server; the server rate-limits as well.
 */

const FLUSH_DELAY_MS = 3_000;
/** After this many entries in one page load, the rest is dropped (the first errors matter most). */
const MAX_ENTRIES_PER_LOAD = 60;

export interface ClientLogDeps {
  send: (entries: string) => Promise<unknown>;
  now: () => number;
  currentUrl: () => string;
}

const defaultDeps: ClientLogDeps = {
  send: async (entries) => {
    // The declaration (and zod) loads with the first batch, off the start-up chunk.
    const { logUploadCall } = await import('../../protocol/calls/home');
    return api.request(logUploadCall, { entries }, { quiet: true });
  },
  now: () => Date.now(),
  currentUrl: () => '',
};

let deps = defaultDeps;
let queue: ClientLogEntry[] = [];
let seen = new Set<string>();
let total = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Tests and the bootstrap inject what the log needs (page address through the host adapter). */
export function configureClientLog(next: Partial<ClientLogDeps>): void {
  deps = { ...defaultDeps, ...next };
  queue = [];
  seen = new Set();
  total = 0;
  if (timer) clearTimeout(timer);
  timer = null;
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

/** Queue one error; the batch leaves a few seconds later (or at once when full). */
export function reportClientError(
  error: unknown,
  source: 'window' | 'promise' | 'boundary',
  level: 'error' | 'warn' = 'error',
): void {
  const { message, stack } = describe(error);
  const key = `${source}|${message}`;
  // The same error repeating (a render loop, a timer) is one entry.
  if (seen.has(key) || total >= MAX_ENTRIES_PER_LOAD) return;
  seen.add(key);
  total += 1;
  queue.push({
    level,
    source,
    message: message.slice(0, HOME_LIMITS.logMessageChars),
    stack: stack.slice(0, HOME_LIMITS.logStackChars),
    url: deps.currentUrl().slice(0, HOME_LIMITS.logUrlChars),
    at: deps.now(),
  });
  if (queue.length >= HOME_LIMITS.logEntries) void flushClientLog();
  else timer ??= setTimeout(() => void flushClientLog(), FLUSH_DELAY_MS);
}

/** Send what is queued. A failed upload is dropped, never reported (that would loop). */
export async function flushClientLog(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = queue.splice(0, HOME_LIMITS.logEntries);
  if (batch.length === 0) return;
  try {
    await deps.send(JSON.stringify(batch));
  } catch {
    // Logging must never break the page.
  }
  if (queue.length > 0) timer ??= setTimeout(() => void flushClientLog(), FLUSH_DELAY_MS);
}

/** Listen for uncaught errors and rejections; returns the uninstaller. */
export function installClientLog(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: Event) =>
    reportClientError((event as ErrorEvent).error ?? (event as ErrorEvent).message, 'window');
  const onRejection = (event: Event) => reportClientError((event as PromiseRejectionEvent).reason, 'promise');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
