import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** Practice, daily practice, the wrong-question notebook and exercise records (decision 0027). */
export function registerPracticeCalls(_registry: CallRegistry, _config: ServerConfig): void {}
