import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** The calls of course packages, paid courses, points payment, orders. */
export function registerPaymentCalls(_registry: CallRegistry, _config: ServerConfig): void {}
