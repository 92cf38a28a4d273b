import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who is reading: every query of the area is scoped by both. */
export interface MessageScope {
  db: Kysely<Database>;
  eid: number;
  userId: number;
  now: number;
  /** The reader's offset east of UTC in minutes (weekly summary weeks are local weeks). */
  offsetMinutes: number;
  /** The reader's language: messages that carry a name in several languages show this one. */
  language?: string;
}
