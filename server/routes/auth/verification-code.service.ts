import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode, isWellFormedPhone, phoneKey, type Language, type VerificationPurpose } from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { outboxSmsProvider } from '../../providers/sms/outbox-sms-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { takeSendAllowance } from './send-limits';

/** A code is valid five minutes; five wrong tries burn it (spec 001 §5). */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export interface IssueInput {
  eid: number;
  /** National number as typed (digits). */
  phone: string;
  countryCode: string;
  purpose: VerificationPurpose;
  ip: string;
  now: number;
  log: FastifyBaseLogger;
  language?: Language;
  provider?: SmsProvider;
  /** Seconds between two codes to one phone; the server's configuration (default one minute). */
  resendIntervalMs?: number;
}

export interface ConsumeInput {
  eid: number;
  /** phoneKey(countryCode, phone): the bare number for +86, `+<cc><number>` otherwise. */
  phone: string;
  purpose: VerificationPurpose;
  code: string;
  now: number;
}

const BODY: Record<Language, (code: string) => string> = {
  zh_cn: (code) => `您的验证码是 ${code}，5 分钟内有效。请勿告诉他人。`,
  zh_hant: (code) => `您的驗證碼是 ${code}，5 分鐘內有效。請勿告訴他人。`,
  en_us: (code) => `Your verification code is ${code}. It is valid for 5 minutes. Do not share it.`,
};

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt ?? ''));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Does the enterprise have an account with this phone? */
async function phoneHasAccount(db: Kysely<Database>, eid: number, key: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', key).executeTakeFirst();
  return !!row;
}

/**
 * Send a fresh code. Checks the number's shape and the send limits, then stores the code
 * (hashed; it supersedes any earlier code for the same phone and purpose) and sends it.
 * For login and reset_password to a number without an account it answers exactly as if it
 * had sent, but sends nothing, so the call does not reveal which numbers are registered.
 */
export async function issueVerificationCode(db: Kysely<Database>, input: IssueInput): Promise<void> {
  if (!isWellFormedPhone(input.countryCode, input.phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  const key = phoneKey(input.countryCode, input.phone);
  await takeSendAllowance(db, {
    phone: `${input.countryCode}${input.phone}`,
    ip: input.ip,
    now: input.now,
    ...(input.resendIntervalMs ? { intervalMs: input.resendIntervalMs } : {}),
  });

  const needsAccount = input.purpose === 'login' || input.purpose === 'reset_password';
  if (needsAccount && !(await phoneHasAccount(db, input.eid, key))) {
    input.log.info(
      { eid: input.eid, purpose: input.purpose },
      'verification code not sent: no account with that phone',
    );
    return;
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: input.now })
      .where('phone', '=', key)
      .where('purpose', '=', input.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        eid: input.eid,
        phone: key,
        country_code: input.countryCode,
        purpose: input.purpose,
        code_hash: hashCode(code, randomBytes(8).toString('hex')),
        created_at: input.now,
        expires_at: input.now + CODE_LIFETIME_MS,
        attempts: 0,
        consumed_at: null,
      })
      .execute();
  });
  const provider = input.provider ?? outboxSmsProvider;
  const body = BODY[input.language ?? 'zh_cn'](code);
  await provider.send(
    db,
    { eid: input.eid, recipient: `${input.countryCode}${input.phone}`, body, now: input.now },
    input.log,
  );
}

/**
 * Use a code once. Only the latest code for the phone and purpose counts. A wrong code
 * costs one of five tries; a wrong, expired, used or burnt code throws
 * VERIFICATION_CODE_INVALID and changes nothing else. Two simultaneous uses of the same
 * right code: exactly one succeeds.
 */
export async function consumeVerificationCode(db: Kysely<Database>, input: ConsumeInput): Promise<void> {
  const invalid = () => new AppError(ErrorCode.VERIFICATION_CODE_INVALID);
  const row = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('phone', '=', input.phone)
    .where('purpose', '=', input.purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.consumed_at !== null || row.expires_at <= input.now || row.attempts >= CODE_MAX_ATTEMPTS)
    throw invalid();
  if (!/^\d{6}$/.test(input.code) || !codeMatches(input.code, row.code_hash)) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw invalid();
  }
  const used = await db
    .updateTable('verification_codes')
    .set({ consumed_at: input.now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw invalid();
}
