import type { TestApp } from '../../test-support/test-app';

/** The code in the latest text message to a number (read from the loopback outbox). */
export async function latestCode(t: TestApp, recipient: string): Promise<string | null> {
  const row = await t.db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? (/\b(\d{6})\b/.exec(row.body)?.[1] ?? null) : null;
}

export async function outboxCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('message_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Send a code through the call and return it from the outbox (+86 numbers). */
export async function sendCode(t: TestApp, phone: string, purpose: string, eid = 1): Promise<string> {
  const sent = await t.call('/send-message', { phone, purpose }, { method: 'POST', eid });
  if (sent.body.status !== 'Y') throw new Error(`send-message failed: ${sent.body.msg}`);
  const code = await latestCode(t, `+86${phone}`);
  if (!code) throw new Error('no code in the outbox');
  return code;
}

/** Move the test clock forward. */
export function advance(t: TestApp, ms: number): void {
  t.clock.set(t.clock.now() + ms);
}
