import type { Kysely } from 'kysely';
import {
  CERTIFICATE_EXPIRY_NOTICE_MS,
  ErrorCode,
  type Certificate,
  type CertificateState,
  type Language,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import type { CertificateRow } from '../../db/schema-homework';
import { AppError } from '../../pipeline/app-error';
import { certificatePdf } from './certificate-pdf';

/**
 * Certificates (spec 001 §3/§4, decision 0046): name, source, acquired time; revoked and expired
 * states; a PDF made on request. `db` is the caller's enterprise scope.
 */
export interface CertificateScope {
  db: Kysely<Database>;
  eid: number;
  userId: number;
  now: number;
  language: Language;
}

export function certificateState(
  row: Pick<CertificateRow, 'revoked_at' | 'expires_at'>,
  now: number,
): CertificateState {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at === null) return 'valid';
  if (row.expires_at <= now) return 'expired';
  return row.expires_at - now <= CERTIFICATE_EXPIRY_NOTICE_MS ? 'expiring' : 'valid';
}

export function presentCertificate(row: CertificateRow, now: number): Certificate {
  return {
    id: row.id,
    name: row.name,
    sourceKind: row.source_kind,
    sourceName: row.source_name,
    serial: row.serial,
    acquiredAt: row.acquired_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revokeReason: row.revoke_reason,
    state: certificateState(row, now),
  };
}

export async function myCertificates(
  scope: CertificateScope,
): Promise<{ list: Certificate[]; valid: number; total: number }> {
  const rows = await scope.db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', scope.userId)
    .orderBy('acquired_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const list = rows.map((row) => presentCertificate(row, scope.now));
  return {
    list,
    valid: list.filter((item) => item.state === 'valid' || item.state === 'expiring').length,
    total: list.length,
  };
}

async function ownCertificate(scope: CertificateScope, id: number): Promise<CertificateRow> {
  const row = await scope.db
    .selectFrom('certificates')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', scope.userId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

/** The learner's own certificate as a PDF; a revoked one is refused (it no longer certifies anything). */
export async function certificatePdfOf(
  scope: CertificateScope,
  id: number,
): Promise<{ fileName: string; pdfBase64: string }> {
  const row = await ownCertificate(scope, id);
  if (row.revoked_at !== null) throw new AppError(ErrorCode.CERTIFICATE_REVOKED);
  const user = await scope.db
    .selectFrom('users')
    .select(['username', 'account'])
    .where('id', '=', scope.userId)
    .executeTakeFirstOrThrow();
  const enterprise = await scope.db
    .selectFrom('enterprises')
    .select(['name', 'theme_color'])
    .where('id', '=', scope.eid)
    .executeTakeFirstOrThrow();
  const bytes = await certificatePdf({
    holderName: user.username || user.account,
    certificateName: row.name,
    sourceName: row.source_name,
    serial: row.serial,
    acquiredAt: row.acquired_at,
    expiresAt: row.expires_at,
    enterpriseName: enterprise.name,
    language: scope.language,
    color: enterprise.theme_color,
  });
  return { fileName: `certificate-${row.serial}.pdf`, pdfBase64: Buffer.from(bytes).toString('base64') };
}

export async function revokeCertificate(
  scope: CertificateScope,
  input: { id: number; reason: string },
): Promise<Certificate> {
  await scope.db
    .updateTable('certificates')
    .set({ revoked_at: scope.now, revoke_reason: input.reason })
    .where('id', '=', input.id)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await scope.db.selectFrom('certificates').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return presentCertificate(row, scope.now);
}
