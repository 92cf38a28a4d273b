/**
 * The eid used before the init call answers: the deployment's `defaultEid` when it names
 * one, else an `?eid=` in the address the portal was opened with, else 0 (the gateway picks
 * the enterprise, e.g. by domain).
 */
export function resolveStartupEid(defaultEid: number, pageUrl: string): number {
  if (defaultEid > 0) return defaultEid;
  try {
    const value = new URL(pageUrl).searchParams.get('eid') ?? '';
    return /^\d{1,10}$/.test(value) ? Number(value) : 0;
  } catch {
    return 0;
  }
}
