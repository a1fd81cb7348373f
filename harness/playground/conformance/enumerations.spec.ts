/**
 * The B2B enumerations of our protocol module hold the values of the reference SDK's enums of the same meaning, read
 * from its published code (`B2BProducts["sso"] = "sso"`), in the same order. No page: the code is read from disk.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AUTH_FLOW_TYPES, B2B_MFA_PRODUCTS, B2B_OAUTH_PROVIDERS, B2B_PRODUCTS } from '@auth-widget/sdk/protocol';
import { expect, test } from './test.ts';

const require = createRequire(import.meta.url);
const headlessCode = readFileSync(join(require.resolve('@stytch/vanilla-js/package.json'), '..', 'dist', 'index.headless.esm.js'), 'utf8');

/** The members of a TypeScript string enum as compiled into the reference SDK: `{ key: value }`, in declaration order. */
function referenceEnum(name: string): Record<string, string> {
  const members = [...headlessCode.matchAll(new RegExp(`\\b${name}\\["(\\w+)"\\] = "(\\w+)"`, 'g'))].map((m) => [m[1]!, m[2]!]);
  expect(members.length, `the enum ${name} in the reference SDK`).toBeGreaterThan(0);
  return Object.fromEntries(members);
}

for (const [ours, reference, values] of [
  ['B2B_PRODUCTS', 'B2BProducts', B2B_PRODUCTS],
  ['B2B_MFA_PRODUCTS', 'B2BMFAProducts', B2B_MFA_PRODUCTS],
  ['B2B_OAUTH_PROVIDERS', 'B2BOAuthProviders', B2B_OAUTH_PROVIDERS],
  ['AUTH_FLOW_TYPES', 'AuthFlowType', AUTH_FLOW_TYPES],
] as const) {
  test(`${ours} holds the values of the reference SDK's ${reference}`, () => {
    expect([...values]).toEqual(Object.values(referenceEnum(reference)));
  });
}
