import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackedSdk } from './packedSdk.ts';

/**
 * The packed `@auth-widget/sdk` under Node: every pair of its entries shares what both export (the client,
 * `AuthError`, `isAuthError`, the strings loader…), since a page that makes its client with one entry and mounts
 * the widget with another passes objects between them. The sources cannot show this: there every entry is one
 * module graph, while a build can give each entry its own copy.
 */

const manifest = JSON.parse(readFileSync(new URL('../sdk/package.json', import.meta.url), 'utf8')) as { exports: Record<string, { default?: string }> };
/** The entries with code (the elements' framework typings are types alone). */
const SUBPATHS = Object.keys(manifest.exports).filter((subpath) => manifest.exports[subpath]?.default);
/** The entries a page makes its client and errors with. */
const CLIENT_ENTRIES = ['.', './ui', './react'];

type Entry = Record<string, unknown>;
interface AuthErrorModule {
  AuthError: new (code: string, message: string, details?: object) => Error;
  isAuthError(value: unknown, code?: string): boolean;
}

let site: string;

/**
 * The file a site's import of an entry gets: its `default` export target in the installed package.json (the test
 * runner itself resolves with the `source` condition, which would pick the sources).
 */
function installedEntry(subpath: string): string {
  const dir = join(site, 'node_modules', '@auth-widget', 'sdk');
  const installed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports: Record<string, { default: string }> };
  const target = installed.exports[subpath]?.default;
  if (!target) throw new Error(`the packed sdk exports no ${subpath}`);
  return join(dir, target);
}
const entries = new Map<string, Entry>();

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'packed-sdk-'));
  await installPackedSdk(site, { with: ['react', 'react-dom'] });
  for (const subpath of SUBPATHS) entries.set(subpath, (await import(pathToFileURL(installedEntry(subpath)).href)) as Entry);
}, 300_000);

afterAll(async () => {
  if (site) await rm(site, { recursive: true, force: true });
});

const pairs = SUBPATHS.flatMap((a, i) => SUBPATHS.slice(i + 1).map((b) => [a, b] as const));

describe('the packed sdk', () => {
  it('resolves every entry from the installed package, not from the sources', () => {
    for (const subpath of SUBPATHS) expect(entries.get(subpath), subpath).toBeDefined();
    expect(installedEntry('./ui')).toMatch(/node_modules\/@auth-widget\/sdk\/dist\/ui\.js$/);
  });

  it('exports AuthError and isAuthError from each client entry, the client from the headless entry alone', () => {
    for (const subpath of CLIENT_ENTRIES) {
      for (const name of ['AuthError', 'isAuthError']) expect(typeof entries.get(subpath)?.[name], `${subpath} ${name}`).toBe('function');
    }
    expect(typeof entries.get('.')?.createAuthClient).toBe('function');
    // The mount and React entries load the client beside their first screen, so they do not hold it.
    for (const subpath of ['./ui', './react']) expect(entries.get(subpath)?.createAuthClient, `${subpath} createAuthClient`).toBeUndefined();
  });

  it.each(pairs)('%s and %s export the same objects under the names they share', (a, b) => {
    const left = entries.get(a)!;
    const right = entries.get(b)!;
    const shared = Object.keys(left).filter((key) => key in right);
    expect(shared.filter((name) => !Object.is(left[name], right[name])), `exported by ${a} and ${b} as different objects`).toEqual([]);
  });

  it.each(CLIENT_ENTRIES.flatMap((a) => CLIENT_ENTRIES.filter((b) => b !== a).map((b) => [a, b] as const)))(
    'an AuthError made by %s is known to the guard of %s',
    (maker, guard) => {
      const made = new (entries.get(maker) as unknown as AuthErrorModule).AuthError('api_error', '[429] too_many_requests', {
        api: { status_code: 429, error_type: 'too_many_requests', error_message: 'Too many requests, slow down.' },
      });
      const other = entries.get(guard) as unknown as AuthErrorModule;
      expect(other.isAuthError(made, 'api_error')).toBe(true);
      expect(made).toBeInstanceOf(other.AuthError);
    },
  );
});
