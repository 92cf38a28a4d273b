import { faceLoginCall } from '../../../protocol/calls/auth';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { signedInResult } from '../../pipeline/present-user';
import { createFaceVerifier } from '../../providers/face/face-verifier-factory';
import { FACE_LOGIN_FRAME_BYTES, loginWithFace } from './face-login.service';
import { signInRules } from './sign-in-limits';

/** Face sign-in through the face provider (its simulator when FACE_BASE_URL is not set). */
export function registerFaceLoginCalls(registry: CallRegistry, config: ServerConfig): void {
  const rules = signInRules(config);
  const verifier = createFaceVerifier(config);
  registry.serve(faceLoginCall, {
    access: 'public',
    upload: { maxFileBytes: FACE_LOGIN_FRAME_BYTES, maxFiles: 1 },
    handler: async (ctx, input) =>
      signedInResult(
        await loginWithFace(ctx.db, rules, verifier, {
          enterprise: ctx.enterprise,
          account: input.account,
          files: ctx.files ?? [],
          ip: ctx.ip,
          now: ctx.clock.now(),
        }),
      ),
  });
}
