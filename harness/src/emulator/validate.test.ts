import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SchemaError } from './errors.ts';
import { startEmulator } from './server.ts';
import { seedSession } from './testing.ts';
import { checkJsonLimits, MAX_JSON_DEPTH, MAX_JSON_STRING, parseBody } from './validate.ts';

/** `n` levels of `{"a": …}` as text, built without recursion. */
function nested(n: number): string {
  return `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
}

describe('checkJsonLimits', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more, without overflowing on 100,000`, () => {
    expect(() => checkJsonLimits(JSON.parse(nested(MAX_JSON_DEPTH)))).not.toThrow();
    expect(() => checkJsonLimits(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toThrow(SchemaError);
    expect(() => checkJsonLimits(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toThrow(SchemaError);
  });

  it('refuses a string or a key over the cap', () => {
    expect(() => checkJsonLimits({ a: 'x'.repeat(MAX_JSON_STRING) })).not.toThrow();
    const issueOf = (value: unknown) => {
      try {
        checkJsonLimits(value);
      } catch (error) {
        return (error as SchemaError).issues[0];
      }
      return undefined;
    };
    expect(issueOf({ a: ['x'.repeat(MAX_JSON_STRING + 1)] })).toEqual({ path: 'a.0', message: `must be at most ${MAX_JSON_STRING} characters long` });
    expect(issueOf({ ['k'.repeat(MAX_JSON_STRING + 1)]: 1 })?.message).toContain('key');
  });
});

describe('parseBody', () => {
  it('refuses null, arrays and scalars as a body', () => {
    for (const body of [null, [], 5, 'x']) expect(() => parseBody(body, {})).toThrow(SchemaError);
  });

  it('leaves out optional fields sent as null, so `!== undefined` means given', () => {
    const body = parseBody({ email: null, name: 'Ada' }, { email: 'string?', name: 'string' });
    expect(body).toEqual({ name: 'Ada' });
    expect(Object.hasOwn(body, 'email')).toBe(false);
  });
});

describe('untrusted_metadata nested 20,000 deep', () => {
  it('is refused, so reading the user and saving the state keep working', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-deep-'));
    const dataFile = join(dir, 'state.json');
    const emulator = await startEmulator({ port: 0, dataFile });
    try {
      const { sessionToken } = await seedSession(emulator, 'deep@example.com');
      const auth = `Basic ${Buffer.from(`${emulator.publicToken}:${sessionToken}`).toString('base64')}`;
      const headers = { Authorization: auth, 'Content-Type': 'application/json' };
      const put = await fetch(`${emulator.url}/sdk/v1/users/me`, { method: 'PUT', headers, body: `{"untrusted_metadata":{"x":${nested(20_000)}}}` });
      expect(put.status).toBe(400);
      expect((await fetch(`${emulator.url}/sdk/v1/users/me`, { headers })).status).toBe(200);
      // A `__proto__` key is kept as data, not turned into the metadata object's prototype.
      const proto = await fetch(`${emulator.url}/sdk/v1/users/me`, { method: 'PUT', headers, body: '{"untrusted_metadata":{"__proto__":{"admin":true}}}' });
      expect(proto.status).toBe(200);
      const me = (await (await fetch(`${emulator.url}/sdk/v1/users/me`, { headers })).json()) as { data: { untrusted_metadata: Record<string, unknown> } };
      expect(Object.hasOwn(me.data.untrusted_metadata, '__proto__')).toBe(true);
      expect(me.data.untrusted_metadata.admin).toBeUndefined();
    } finally {
      await emulator.stop();
    }
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).state.users).toBeDefined();
    rmSync(dir, { recursive: true, force: true });
  });
});
