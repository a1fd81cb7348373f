import { describe, expect, it } from 'vitest';
import { KeyIndex } from './keyIndex.ts';

describe('KeyIndex', () => {
  it('finds the ids under a key in the order they were added, each once', () => {
    const index = new KeyIndex();
    index.add('ada@example.com', 'user-1');
    index.add('ada@example.com', 'user-2');
    index.add('ada@example.com', 'user-1');
    index.add('grace@example.com', 'user-3');
    expect(index.ids('ada@example.com')).toEqual(['user-1', 'user-2']);
    expect(index.ids('grace@example.com')).toEqual(['user-3']);
    expect(index.ids('nobody@example.com')).toEqual([]);
    expect(index.size).toBe(2);
    expect([...index.pairs()]).toEqual([
      ['ada@example.com', 'user-1'],
      ['ada@example.com', 'user-2'],
      ['grace@example.com', 'user-3'],
    ]);
  });

  it('removing one id leaves the others of the key, and the key goes with its last id', () => {
    const index = new KeyIndex();
    for (const id of ['a', 'b', 'c']) index.add('k', id);
    index.delete('k', 'b');
    expect(index.ids('k')).toEqual(['a', 'c']);
    index.delete('k', 'a');
    expect(index.ids('k')).toEqual(['c']);
    index.delete('k', 'missing');
    index.delete('other', 'c');
    expect(index.ids('k')).toEqual(['c']);
    index.delete('k', 'c');
    expect(index.ids('k')).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('hands out a copy, so a caller can delete while it walks the ids', () => {
    const index = new KeyIndex();
    index.add('k', 'a');
    index.add('k', 'b');
    for (const id of index.ids('k')) index.delete('k', id);
    expect(index.ids('k')).toEqual([]);
  });

  it('takes keys that name Object.prototype members as plain keys', () => {
    const index = new KeyIndex();
    expect(index.ids('__proto__')).toEqual([]);
    expect(index.ids('constructor')).toEqual([]);
    index.add('__proto__', 'x');
    expect(index.ids('__proto__')).toEqual(['x']);
  });
});
