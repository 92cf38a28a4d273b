import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** The calls of course library and detail. */
export function registerCourseCalls(_registry: CallRegistry, _config: ServerConfig): void {}
