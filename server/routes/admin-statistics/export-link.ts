import { LANGUAGES, STATISTICS_EXPORT_FORMATS, type Language, type StatisticsExportFormat } from '../../../protocol';
import { signToken, verifyToken } from '../../lib/signed-token';

/** Path of an export link: /download/admin-statistics/<signed token>. */
export const STATISTICS_EXPORT_PREFIX = '/download/admin-statistics/';
const PURPOSE = 'admin-statistics-export';

/**
 * What an export link names: the enterprise, the administrator who asked (checked again when the
 * link is opened), the period (days and the time zone), the format and the language of the headers.
 */
export interface ExportTicket {
  eid: number;
  userId: number;
  from: string;
  to: string;
  offsetMinutes: number;
  format: StatisticsExportFormat;
  language: Language;
}

export function signExportLink(secret: string, ticket: ExportTicket, expiresAt: number): string {
  const payload = {
    e: ticket.eid,
    u: ticket.userId,
    f: ticket.from,
    t: ticket.to,
    o: ticket.offsetMinutes,
    x: ticket.format,
    l: ticket.language,
  };
  return `${STATISTICS_EXPORT_PREFIX}${signToken(secret, PURPOSE, payload, expiresAt)}`;
}

export type ExportCheck = { ok: true; ticket: ExportTicket } | { ok: false; reason: 'invalid' | 'expired' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const int = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The signature first, then the expiry, then the shape of what it carries. */
export function verifyExportToken(secret: string, token: string, now: number): ExportCheck {
  const check = verifyToken(secret, PURPOSE, token, now);
  if (!check.ok) return check;
  const p = (check.payload ?? {}) as Record<string, unknown>;
  if (
    !int(p.e) ||
    !int(p.u) ||
    !int(p.o) ||
    typeof p.f !== 'string' ||
    typeof p.t !== 'string' ||
    !DAY.test(p.f) ||
    !DAY.test(p.t) ||
    !(STATISTICS_EXPORT_FORMATS as readonly unknown[]).includes(p.x) ||
    !(LANGUAGES as readonly unknown[]).includes(p.l)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  return {
    ok: true,
    ticket: {
      eid: p.e,
      userId: p.u,
      from: p.f,
      to: p.t,
      offsetMinutes: p.o,
      format: p.x as StatisticsExportFormat,
      language: p.l as Language,
    },
  };
}
