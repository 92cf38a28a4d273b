import type { CallRegistry } from '../../pipeline/call-registry';
import { registerLoginOptionCalls } from './login-options.routes';
import { registerSignUpCalls } from './sign-up.routes';
import { registerVerificationCodeCalls } from './verification-code.routes';

/** Sign-in options, verification codes, sign-up, password reset and joining a public organisation. */
export function registerAuthFlowCalls(registry: CallRegistry): void {
  registerVerificationCodeCalls(registry);
  registerLoginOptionCalls(registry);
  registerSignUpCalls(registry);
}
