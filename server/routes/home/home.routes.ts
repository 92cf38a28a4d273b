import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** The calls of the home page. */
export function registerHomeCalls(_registry: CallRegistry, _config: ServerConfig): void {}
