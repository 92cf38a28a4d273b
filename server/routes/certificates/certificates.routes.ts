import { certificatePdfCall, certificateRevokeCall, myCertificatesCall } from '../../../protocol/calls/homework';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { certificatePdfOf, myCertificates, revokeCertificate, type CertificateScope } from './certificate.service';
import { notifyExpiringCertificates } from './expiry-sweep';

function scopeOf(ctx: MemberContext): CertificateScope {
  return {
    db: ctx.db,
    eid: ctx.enterprise.id,
    userId: ctx.user.id,
    now: ctx.clock.now(),
    language: ctx.language,
  };
}

/** Certificates (issue 22 item 5, decision 0046). */
export function registerCertificateCalls(registry: CallRegistry): void {
  registry.serve(myCertificatesCall, {
    access: 'user',
    handler: async (ctx) => {
      const scope = scopeOf(ctx);
      // Expiring certificates are announced on read (decision 0046): here, on the assignments list and the learning-centre home.
      await notifyExpiringCertificates(ctx.db, { eid: scope.eid, userId: scope.userId, now: scope.now });
      return { data: await myCertificates(scope) };
    },
  });

  registry.serve(certificatePdfCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await certificatePdfOf(scopeOf(ctx), input.id) }),
  });

  registry.serve(certificateRevokeCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await revokeCertificate(scopeOf(ctx), input) }),
  });
}
