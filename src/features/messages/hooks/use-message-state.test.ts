import { describe, expect, it } from 'vitest';
import type { MessageState } from '../../../../protocol';
import { totalUnread } from './use-message-state';

function state(over: Partial<MessageState> & { information?: number }): MessageState {
  const { information = 0, ...rest } = over;
  return {
    messageUnread: 0,
    adminMessageUnread: 0,
    adminMessageShow: 'Y',
    unread: { own: 0, at: 0, praise: 0, comment: 0, admin: 0, information },
    redPoints: { traintask: 0, coursetask: 0, examtask: 0, trainingtask: 0 },
    ...rest,
  } as MessageState;
}

describe('the bell count', () => {
  it('counts personal messages, shown admin messages and unread Information', () => {
    expect(totalUnread(state({ messageUnread: 2, adminMessageUnread: 1, information: 3 }))).toBe(6);
    expect(totalUnread(state({ information: 1 }))).toBe(1);
    // Admin messages only while the enterprise shows them; Information always.
    expect(totalUnread(state({ adminMessageShow: 'N', adminMessageUnread: 4, information: 2 }))).toBe(2);
    expect(totalUnread(undefined)).toBe(0);
  });
});
