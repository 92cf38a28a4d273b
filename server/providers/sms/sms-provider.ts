import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SmsMessage {
  eid: number;
  /** Full number including the country code, e.g. +8613800000001. */
  recipient: string;
  body: string;
  now: number;
}

/** Where text messages go. A real gateway implements this; the outbox is the loopback simulator. */
export interface SmsProvider {
  send(db: Kysely<Database>, message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}
