import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** The calls of check-in, rankings, medals, study calendar. */
export function registerDailyLoopCalls(_registry: CallRegistry, _config: ServerConfig): void {}
