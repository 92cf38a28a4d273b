import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** The calls of studying chapters. */
export function registerCourseStudyCalls(_registry: CallRegistry, _config: ServerConfig): void {}
