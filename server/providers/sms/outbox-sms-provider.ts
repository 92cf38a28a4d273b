import type { SmsProvider } from './sms-provider';

/**
 * The loopback provider: every message goes to the message_outbox table and the server
 * log, and nowhere else. Demo and tests read codes from there (GET /__dev/outbox outside
 * production). A real gateway would still write the outbox row as its audit trail.
 */
export const outboxSmsProvider: SmsProvider = {
  async send(db, message, log) {
    await db
      .insertInto('message_outbox')
      .values({
        eid: message.eid,
        channel: 'sms',
        recipient: message.recipient,
        body: message.body,
        created_at: message.now,
      })
      .execute();
    log.info(
      { channel: 'sms', eid: message.eid, recipient: message.recipient, body: message.body },
      'message sent (outbox)',
    );
  },
};
