import type { ServerConfig } from '../config';
import { CallRegistry } from '../pipeline/call-registry';
import { registerAuthCalls } from './shell/auth.routes';
import { registerEnterpriseCalls } from './shell/enterprise.routes';

/** Every call the server serves, registered once. */
export function buildRegistry(config: ServerConfig): CallRegistry {
  const registry = new CallRegistry();
  registerEnterpriseCalls(registry);
  registerAuthCalls(registry, config);
  return registry;
}
