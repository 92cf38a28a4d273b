import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** The calls of the message centre. */
export function registerMessageCalls(_registry: CallRegistry, _config: ServerConfig): void {}
