import { readStored, writeStored } from '../../lib/storage';

const KEY = 'lp-exam-device';

/** A random id per browser, for the exam's device limit (the server counts distinct ids). */
export function examDeviceId(): string {
  const stored = readStored('local', KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeStored('local', KEY, id);
  return id;
}
