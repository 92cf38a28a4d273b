import { signToken, verifyToken } from '../../lib/signed-token';

/**
 * Course media is never public: the server hands out addresses carrying a token signed over the
 * media key, the enterprise, the learner and an expiry, with a secret only the server knows
 * (decision 0017, server/lib/signed-token.ts). The media route checks the token on every request.
 */
export const COURSE_MEDIA_PREFIX = '/yii/appapi/course-media/';
const MEDIA_PURPOSE = 'course-media';
const PREVIEW_PURPOSE = 'doc-preview';

export interface MediaGrant {
  key: string;
  eid: number;
  userId: number;
  expiresAt: number;
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The address of a media key for one learner, valid until `expiresAt`: `<prefix><key>?t=<token>`. */
export function signedMediaUrl(secret: string, grant: MediaGrant): string {
  const path = grant.key.split('/').map(encodeURIComponent).join('/');
  const token = signToken(secret, MEDIA_PURPOSE, { k: grant.key, x: grant.eid, u: grant.userId }, grant.expiresAt);
  return `${COURSE_MEDIA_PREFIX}${path}?t=${token}`;
}

/** True when the query's token signs this key and has not expired. */
export function verifyMediaQuery(secret: string, key: string, query: Record<string, unknown>, now: number): boolean {
  if (typeof query.t !== 'string') return false;
  const check = verifyToken(secret, MEDIA_PURPOSE, query.t, now);
  if (!check.ok) return false;
  const claims = (check.payload ?? {}) as { k?: unknown; x?: unknown; u?: unknown };
  return claims.k === key && isInt(claims.x) && isInt(claims.u);
}

/** What a document preview token grants: one chapter's document to one learner until `expiresAt`. */
export interface PreviewGrant {
  eid: number;
  userId: number;
  chapterId: number;
  expiresAt: number;
}

export function signPreviewToken(secret: string, grant: PreviewGrant): string {
  return signToken(secret, PREVIEW_PURPOSE, { x: grant.eid, u: grant.userId, c: grant.chapterId }, grant.expiresAt);
}

export function readPreviewToken(secret: string, token: string, now: number): PreviewGrant | null {
  const check = verifyToken(secret, PREVIEW_PURPOSE, token, now);
  if (!check.ok) return null;
  const { x: eid, u: userId, c: chapterId } = (check.payload ?? {}) as { x?: unknown; u?: unknown; c?: unknown };
  if (!isInt(eid) || !isInt(userId) || !isInt(chapterId)) return null;
  return { eid, userId, chapterId, expiresAt: check.expiresAt };
}
