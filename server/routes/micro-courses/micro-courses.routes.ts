import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** The calls of micro-course upload and review. */
export function registerMicroCourseCalls(_registry: CallRegistry, _config: ServerConfig): void {}
