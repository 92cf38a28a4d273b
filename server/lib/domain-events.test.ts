import { describe, expect, it } from 'vitest';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { emitDomainEvent, onDomainEvent } from './domain-events';

describe('domain events', () => {
  const trx = {} as Transaction<Database>;

  it('runs each named handler once, even when subscribed again under the same name', async () => {
    const seen: string[] = [];
    onDomainEvent('checkin.done', 'test-a', async (_trx, event) => void seen.push(`a:${event.day}`));
    onDomainEvent('checkin.done', 'test-a', async (_trx, event) => void seen.push(`a2:${event.day}`));
    onDomainEvent('checkin.done', 'test-b', async (_trx, event) => void seen.push(`b:${event.streak}`));
    await emitDomainEvent(trx, { type: 'checkin.done', eid: 1, at: 0, userId: 1, day: '2026-11-23', streak: 3 });
    expect(seen).toEqual(['a2:2026-11-23', 'b:3']);
  });

  it('lets a handler failure reach the emitter (so its transaction rolls back)', async () => {
    onDomainEvent('medal.awarded', 'test-fail', async () => {
      throw new Error('boom');
    });
    await expect(
      emitDomainEvent(trx, { type: 'medal.awarded', eid: 1, at: 0, userId: 1, medalId: 1, medalName: 'x' }),
    ).rejects.toThrow('boom');
  });
});
