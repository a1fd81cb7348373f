import { describe, expect, it } from 'vitest';
import { InboxIndex, MESSAGES_IN_INBOX, MESSAGES_PER_ADDRESS } from './inboxIndex.ts';

interface Message {
  id: number;
  to: string;
}

/** Delivers `count` messages to `to` (ids counting on from `first`) through `inbox` into `all`. */
function deliverMany(inbox: InboxIndex<Message>, all: Message[], to: (i: number) => string, count: number, first = 0) {
  for (let i = first; i < first + count; i += 1) inbox.deliver(all, { id: i, to: to(i) });
}

describe('InboxIndex', () => {
  it('files messages by address, an email in any case, newest first', () => {
    const { inbox } = InboxIndex.of<Message>([]);
    const all: Message[] = [];
    inbox.deliver(all, { id: 1, to: 'Ada@Example.com' });
    inbox.deliver(all, { id: 2, to: '+15555550100' });
    inbox.deliver(all, { id: 3, to: 'ada@example.com' });
    expect(inbox.to('ADA@example.COM').map((m) => m.id)).toEqual([3, 1]);
    expect(inbox.to('+15555550100').map((m) => m.id)).toEqual([2]);
    expect(inbox.to('nobody@example.com')).toEqual([]);
    expect(all.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it(`keeps the newest ${MESSAGES_PER_ADDRESS} of an address, dropping its oldest from the whole inbox too`, () => {
    const { inbox } = InboxIndex.of<Message>([]);
    const all: Message[] = [];
    inbox.deliver(all, { id: -1, to: 'grace@example.com' });
    deliverMany(inbox, all, () => 'ada@example.com', MESSAGES_PER_ADDRESS + 10);
    inbox.deliver(all, { id: -2, to: 'grace@example.com' });

    const ada = inbox.to('ada@example.com').map((m) => m.id);
    expect(ada).toHaveLength(MESSAGES_PER_ADDRESS);
    expect(ada[0]).toBe(MESSAGES_PER_ADDRESS + 9);
    expect(ada.at(-1)).toBe(10);
    // The other address keeps all of its messages, older ones included.
    expect(inbox.to('grace@example.com').map((m) => m.id)).toEqual([-2, -1]);
    expect(all).toHaveLength(MESSAGES_PER_ADDRESS + 2);
    expect(all.map((m) => m.id)).not.toContain(9);
    expect(all[0]?.id).toBe(-1);
    expect(all[1]?.id).toBe(10);
    expect(all.at(-1)?.id).toBe(-2);
  });

  it(`keeps the newest ${MESSAGES_IN_INBOX} in all, dropping the oldest from its address too`, () => {
    const { inbox } = InboxIndex.of<Message>([]);
    const all: Message[] = [];
    deliverMany(inbox, all, (i) => `user-${i}@example.com`, MESSAGES_IN_INBOX + 5);
    expect(all).toHaveLength(MESSAGES_IN_INBOX);
    expect(all[0]?.id).toBe(5);
    expect(inbox.to('user-4@example.com')).toEqual([]);
    expect(inbox.to('user-5@example.com').map((m) => m.id)).toEqual([5]);
    expect(inbox.describe((m) => String(m.id))).toHaveLength(MESSAGES_IN_INBOX);
  });

  it('cuts a saved list to the bounds, the newest kept, and leaves a list within them as it is', () => {
    const within = [{ id: 1, to: 'a@example.com' }, { id: 2, to: 'b@example.com' }];
    expect(InboxIndex.of<Message>(within).kept).toBe(within);

    const saved: Message[] = [];
    for (let i = 0; i < MESSAGES_PER_ADDRESS + 3; i += 1) saved.push({ id: i, to: i % 2 === 0 ? 'ADA@example.com' : 'ada@example.com' });
    saved.push({ id: 1000, to: 'grace@example.com' });
    const { inbox, kept } = InboxIndex.of(saved);
    expect(kept).not.toBe(saved);
    expect(kept.map((m) => m.id)).toEqual([...Array.from({ length: MESSAGES_PER_ADDRESS }, (_, i) => i + 3), 1000]);
    expect(inbox.to('ada@example.com')).toHaveLength(MESSAGES_PER_ADDRESS);
    expect(inbox.to('ada@example.com')[0]?.id).toBe(MESSAGES_PER_ADDRESS + 2);
    expect(saved).toHaveLength(MESSAGES_PER_ADDRESS + 4);

    const many = Array.from({ length: MESSAGES_IN_INBOX + 2 }, (_, i) => ({ id: i, to: `user-${i}@example.com` }));
    const cut = InboxIndex.of(many).kept;
    expect(cut).toHaveLength(MESSAGES_IN_INBOX);
    expect(cut[0]?.id).toBe(2);
  });
});
