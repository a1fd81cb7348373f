import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDoctor } from './runDoctor.ts';
import { pass, type Check } from './types.ts';

let file: string;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'run-doctor-'));
  file = join(dir, 'auth-widget.config.json');
  await writeFile(file, JSON.stringify({ publicToken: 'public-token-test-x', config: { products: ['otp'] } }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('runDoctor', () => {
  it('counts a check that throws as a fail and still runs the next ones', async () => {
    const crashing: Check = {
      id: 'crashing',
      title: 'Crashing',
      run() {
        throw new TypeError('boom');
      },
    };
    const fine: Check = { id: 'fine', title: 'Fine', run: () => pass('ok') };
    const report = await runDoctor({ configPath: file, checks: [crashing, fine] });
    expect(report.ok).toBe(false);
    expect(report.checks.map((c) => [c.id, c.status])).toEqual([
      ['config-file', 'pass'],
      ['crashing', 'fail'],
      ['fine', 'pass'],
    ]);
    expect(report.checks[1]?.message).toBe('The check crashed: boom.');
  });

  it('hands --csp to the checks', async () => {
    const echo: Check = { id: 'echo', title: 'Echo', run: ({ csp }) => pass(String(csp)) };
    const report = await runDoctor({ configPath: file, checks: [echo], csp: "script-src 'self'" });
    expect(report.checks[1]?.message).toBe("script-src 'self'");
  });

  it('skips live checks without an API URL', async () => {
    const live: Check = { id: 'live', title: 'Live', live: true, run: () => pass('asked') };
    const report = await runDoctor({ configPath: file, checks: [live] });
    expect(report.checks.map((c) => c.id)).toEqual(['config-file']);
  });

  it('runs the site checks only with --site, and fetches the site once for all of them', async () => {
    const requested: string[] = [];
    const fetchImpl = (async (input: string | URL) => {
      requested.push(String(input));
      return new Response('<div id="login"></div>', { headers: { 'Content-Type': 'text/html' } });
    }) as unknown as typeof fetch;
    const seen: (string | undefined)[] = [];
    const siteCheck = (id: string): Check => ({ id, title: id, site: true, run: ({ snapshot }) => (seen.push(snapshot?.main.html), pass('ok')) });
    const plain: Check = { id: 'plain', title: 'Plain', run: () => pass('ok') };
    const checks = [plain, siteCheck('site-a'), siteCheck('site-b')];
    const without = await runDoctor({ configPath: file, checks, fetch: fetchImpl });
    expect(without.checks.map((c) => c.id)).toEqual(['config-file', 'plain']);
    expect(requested).toEqual([]);
    const report = await runDoctor({ configPath: file, checks, fetch: fetchImpl, site: 'http://localhost:5173/' });
    expect(report.checks.map((c) => c.id)).toEqual(['config-file', 'plain', 'site-a', 'site-b']);
    expect(requested).toEqual(['http://localhost:5173/']);
    expect(seen).toEqual(['<div id="login"></div>', '<div id="login"></div>']);
    // With --site but only other checks named, the site is not fetched.
    await runDoctor({ configPath: file, checks, fetch: fetchImpl, site: 'http://localhost:5173/', only: ['plain'] });
    expect(requested).toHaveLength(1);
  });
});
