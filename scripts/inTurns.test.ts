import { describe, expect, it } from 'vitest';
import { inTurns } from './inTurns.ts';

/** A promise settled from outside, and whether it has started. */
function controlled() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inTurns', () => {
  it('runs at most atOnce at a time, starting the next in order as soon as any one settles', async () => {
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, ...controlled() }));
    const started: string[] = [];
    const results = inTurns(jobs, 2, (job) => {
      started.push(job.name);
      return job.promise;
    });
    await tick();
    expect(started).toEqual(['a', 'b']);
    // The second one ends first: the third takes its slot while the first still runs.
    jobs[1]!.resolve('B');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    // A rejection frees its slot too.
    jobs[0]!.reject(new Error('a failed'));
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    jobs[2]!.resolve('C');
    jobs[3]!.resolve('D');
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    jobs[4]!.resolve('E');
    expect(await Promise.allSettled(results)).toEqual([
      { status: 'rejected', reason: new Error('a failed') },
      { status: 'fulfilled', value: 'B' },
      { status: 'fulfilled', value: 'C' },
      { status: 'fulfilled', value: 'D' },
      { status: 'fulfilled', value: 'E' },
    ]);
  });

  it('turns a start that throws into that item\'s rejection, and goes on with the others', async () => {
    const results = inTurns([1, 2, 3], 1, (n) => {
      if (n === 2) throw new Error('two');
      return Promise.resolve(n * 10);
    });
    expect(await Promise.allSettled(results)).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('two') },
      { status: 'fulfilled', value: 30 },
    ]);
  });

  it('refuses a slot count under one', () => {
    expect(() => inTurns([1], 0, async () => 1)).toThrow('atOnce must be 1 or more');
  });
});
