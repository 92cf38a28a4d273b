import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Course media is never public: the server hands out addresses signed with HMAC-SHA256 over the
 * media key, the enterprise, the learner and an expiry, with a secret only the server knows
 * (decision 0017). The media route checks the signature and the expiry on every request.
 */
export const COURSE_MEDIA_PREFIX = '/yii/appapi/course-media/';

export interface MediaGrant {
  key: string;
  eid: number;
  userId: number;
  expiresAt: number;
}

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function mediaSignature(secret: string, grant: MediaGrant): string {
  return mac(secret, `media\n${grant.key}\n${grant.eid}\n${grant.userId}\n${grant.expiresAt}`);
}

/** The address of a media key for one learner, valid until `expiresAt`. */
export function signedMediaUrl(secret: string, grant: MediaGrant): string {
  const path = grant.key.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams({
    x: String(grant.eid),
    u: String(grant.userId),
    e: String(grant.expiresAt),
    s: mediaSignature(secret, grant),
  });
  return `${COURSE_MEDIA_PREFIX}${path}?${query.toString()}`;
}

/** True when the query signs this key and has not expired. */
export function verifyMediaQuery(secret: string, key: string, query: Record<string, unknown>, now: number): boolean {
  const eid = Number(query.x);
  const userId = Number(query.u);
  const expiresAt = Number(query.e);
  const signature = typeof query.s === 'string' ? query.s : '';
  if (!Number.isInteger(eid) || !Number.isInteger(userId) || !Number.isInteger(expiresAt) || !signature) return false;
  if (expiresAt <= now) return false;
  return sameText(signature, mediaSignature(secret, { key, eid, userId, expiresAt }));
}

/** What a document preview token grants: one chapter's document to one learner until `expiresAt`. */
export interface PreviewGrant {
  eid: number;
  userId: number;
  chapterId: number;
  expiresAt: number;
}

export function signPreviewToken(secret: string, grant: PreviewGrant): string {
  const body = Buffer.from(JSON.stringify([grant.eid, grant.userId, grant.chapterId, grant.expiresAt])).toString(
    'base64url',
  );
  return `${body}.${mac(secret, `preview\n${body}`)}`;
}

export function readPreviewToken(secret: string, token: string, now: number): PreviewGrant | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || !sameText(signature, mac(secret, `preview\n${body}`))) return null;
  try {
    const [eid, userId, chapterId, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as number[];
    if (![eid, userId, chapterId, expiresAt].every(Number.isInteger) || expiresAt! <= now) return null;
    return { eid: eid!, userId: userId!, chapterId: chapterId!, expiresAt: expiresAt! };
  } catch {
    return null;
  }
}
