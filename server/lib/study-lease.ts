import type { ServerConfig } from '../config';

/**
 * A study session is live while its heartbeats keep coming: two beats missed and a little more.
 * Shared by course-study (sessions, heartbeats) and courses (the max-viewers check of the detail
 * page), so neither area reaches into the other for it.
 */
export function sessionLeaseMs(config: ServerConfig): number {
  return (config.studyHeartbeatSeconds * 2 + 5) * 1000;
}
