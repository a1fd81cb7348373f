/**
 * A lookup from a key (an email address, a session token) to the ids of the records that have it, in the order
 * they were added. A key usually names one id, kept as a bare string; a data file written by hand may give two
 * users the same email, so a key can hold several and losing one leaves the others found.
 */
export class KeyIndex {
  // One id is a string rather than a one-entry array: at 100,000 users the array per key would be most of the
  // index's memory.
  readonly #map = new Map<string, string | string[]>();

  /** Adds `id` under `key`; adding it twice keeps one. */
  add(key: string, id: string): void {
    const held = this.#map.get(key);
    if (held === undefined) this.#map.set(key, id);
    else if (typeof held === 'string') {
      if (held !== id) this.#map.set(key, [held, id]);
    } else if (!held.includes(id)) held.push(id);
  }

  /** Removes `id` from `key`; the key goes once it has no id left. */
  delete(key: string, id: string): void {
    const held = this.#map.get(key);
    if (held === undefined) return;
    if (typeof held === 'string') {
      if (held === id) this.#map.delete(key);
      return;
    }
    const kept = held.filter((each) => each !== id);
    if (kept.length === 0) this.#map.delete(key);
    else this.#map.set(key, kept.length === 1 ? (kept[0] as string) : kept);
  }

  /** The ids under `key`, oldest first: a copy, so a caller may delete while it walks them. */
  ids(key: string): string[] {
    const held = this.#map.get(key);
    if (held === undefined) return [];
    return typeof held === 'string' ? [held] : [...held];
  }

  /** How many keys have at least one id. */
  get size(): number {
    return this.#map.size;
  }

  /** Every key and id pair, for comparing two indexes. */
  *pairs(): IterableIterator<[key: string, id: string]> {
    for (const [key, held] of this.#map) {
      if (typeof held === 'string') yield [key, held];
      else for (const id of held) yield [key, id];
    }
  }
}
