import { readStored, writeStored } from '../../lib/storage';

const DEVICE_KEY = 'lp-study-device';
const CHANNEL = 'lp-study-windows';
/** How long a new window waits for another tab of this browser to say it is studying. */
const ASK_MS = 400;

/**
 * This browser's id (localStorage: shared by its tabs, kept when it is closed or killed). The
 * server lets a window of the same browser take back a study session that a killed window left
 * live, instead of refusing the learner's only tab until the lease runs out (issue 17).
 */
export function studyDeviceId(): string {
  const stored = readStored('local', DEVICE_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const id = `d${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  writeStored('local', DEVICE_KEY, id);
  return id;
}

type Note = { type: 'who'; windowId: string } | { type: 'here'; windowId: string };

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  } catch {
    return null;
  }
}

/**
 * While this window studies, it answers other tabs of the browser asking who studies. A killed
 * browser's windows answer nothing, so a new window can tell a live sibling from a dead one.
 */
export function answerStudyQuestions(windowId: string): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<Note>) => {
    if (event.data?.type === 'who' && event.data.windowId !== windowId)
      channel.postMessage({ type: 'here', windowId } satisfies Note);
  };
  return () => channel.close();
}

/**
 * Whether another tab of this browser studies now. Without BroadcastChannel the answer is "yes"
 * (the safe side: the server then refuses as it always did, and the lease decides).
 */
export function anotherTabStudies(windowId: string, waitMs = ASK_MS): Promise<boolean> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (answer: boolean) => {
      window.clearTimeout(timer);
      channel.close();
      resolve(answer);
    };
    const timer = window.setTimeout(() => done(false), waitMs);
    channel.onmessage = (event: MessageEvent<Note>) => {
      if (event.data?.type === 'here' && event.data.windowId !== windowId) done(true);
    };
    channel.postMessage({ type: 'who', windowId } satisfies Note);
  });
}
