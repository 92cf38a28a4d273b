import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { registerFaceLoginCalls } from './face-login.routes';
import { registerSignInCalls } from './sign-in.routes';
import { registerLoginOptionCalls } from './login-options.routes';
import { registerSignUpCalls } from './sign-up.routes';
import { registerVerificationCodeCalls } from './verification-code.routes';

/** Sign-in (password, code, face, sign-out, user info), sign-in options, verification codes, sign-up, password reset and joining a public organisation. */
export function registerAuthFlowCalls(registry: CallRegistry, config: ServerConfig): void {
  registerSignInCalls(registry, config);
  registerFaceLoginCalls(registry, config);
  registerVerificationCodeCalls(registry, {
    perPhone: config.sliderFreeSendsPerPhone,
    perAddress: config.sliderFreeSendsPerAddress,
  });
  registerLoginOptionCalls(registry);
  registerSignUpCalls(registry);
}

// What other server areas use of sign-in (the server-boundaries lint rule lets them import nothing else of this area).
export { openSession, refuseUserAtSignIn } from './session.service';
export { enforcePasswordPolicy, policyOf } from './password-rules';
export { consumeVerificationCode } from './verification-code.service';
