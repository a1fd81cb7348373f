import { emailKey } from './storeIndex.ts';

/** Most messages the dev inbox keeps for one address (email or phone number); a new one drops the oldest. */
export const MESSAGES_PER_ADDRESS = 50;

/** Most messages the dev inbox keeps in all, whatever their address; a new one drops the oldest. */
export const MESSAGES_IN_INBOX = 10_000;

/** What the inbox files a message by: its address, an email compared case-insensitively. */
interface Addressed {
  to: string;
}

/**
 * The dev inbox's messages by address, so reading one address's codes costs the same whatever else was sent, and
 * its bounds: `MESSAGES_PER_ADDRESS` per address and `MESSAGES_IN_INBOX` in all, the oldest dropped first. A test
 * or a script that sends without end (a load test, a retry loop) cannot grow the emulator's memory through it.
 *
 * The list of every message, oldest first, is the state's (`state.messages`, saved to the data file as it is); this
 * keeps one list per address beside it, with the same message objects.
 */
export class InboxIndex<M extends Addressed> {
  readonly #byAddress = new Map<string, M[]>();

  /**
   * The inbox of a saved list (oldest first), and the list as the bounds keep it: the same array when it was within
   * them, else a new one without the oldest messages past them.
   */
  static of<M extends Addressed>(messages: M[]): { inbox: InboxIndex<M>; kept: M[] } {
    const inbox = new InboxIndex<M>();
    const perAddress = new Map<string, number>();
    const keptNewestFirst: M[] = [];
    for (let i = messages.length - 1; i >= 0 && keptNewestFirst.length < MESSAGES_IN_INBOX; i -= 1) {
      const message = messages[i] as M;
      const address = emailKey(message.to);
      const count = perAddress.get(address) ?? 0;
      if (count >= MESSAGES_PER_ADDRESS) continue;
      perAddress.set(address, count + 1);
      keptNewestFirst.push(message);
    }
    const kept = keptNewestFirst.length === messages.length ? messages : keptNewestFirst.reverse();
    for (const message of kept) inbox.#file(message);
    return { inbox, kept };
  }

  #file(message: M): M[] {
    const address = emailKey(message.to);
    let list = this.#byAddress.get(address);
    if (!list) {
      list = [];
      this.#byAddress.set(address, list);
    }
    list.push(message);
    return list;
  }

  /** Removes the oldest message of `address`'s list, which must be `message`. */
  #unfileOldest(message: M): void {
    const address = emailKey(message.to);
    const list = this.#byAddress.get(address);
    if (!list) return;
    // The oldest of the whole inbox is the oldest of its address, so this is the list's first entry.
    const at = list[0] === message ? 0 : list.indexOf(message);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.#byAddress.delete(address);
  }

  /**
   * Adds `message` at the end of `all` (the state's list) and of its address's list, then drops what the bounds no
   * longer hold: the address's oldest message past `MESSAGES_PER_ADDRESS`, the inbox's oldest past `MESSAGES_IN_INBOX`.
   */
  deliver(all: M[], message: M): void {
    all.push(message);
    const list = this.#file(message);
    if (list.length > MESSAGES_PER_ADDRESS) {
      const dropped = list.shift() as M;
      // At most MESSAGES_IN_INBOX entries to look through, and the oldest messages are near the front.
      const at = all.indexOf(dropped);
      if (at >= 0) all.splice(at, 1);
    }
    while (all.length > MESSAGES_IN_INBOX) this.#unfileOldest(all.shift() as M);
  }

  /** The messages to `address` (an email in any case, or a phone number), newest first. */
  to(address: string): M[] {
    return [...(this.#byAddress.get(emailKey(address)) ?? [])].reverse();
  }

  /** Each address with the ids of its messages, oldest first, sorted by address: for comparing two inboxes. */
  describe(idOf: (message: M) => string): string[] {
    return [...this.#byAddress].map(([address, list]) => `${address} ${list.map(idOf).join(' ')}`).sort();
  }
}
