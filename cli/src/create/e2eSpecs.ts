import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder of a template's end-to-end tests (its `npm test`). */
export const E2E_DIR = 'e2e';

/**
 * Each template's sign-in spec per method, in `e2e/`: the scaffolder keeps those of the methods the site's config
 * turns on and deletes the others. Files not listed here (the shared `site.ts`, a spec of the site's own) are kept.
 */
export const SPEC_FILES = {
  emailPasscode: 'emailPasscode.spec.ts',
  smsPasscode: 'smsPasscode.spec.ts',
  whatsappPasscode: 'whatsappPasscode.spec.ts',
  magicLink: 'magicLink.spec.ts',
  password: 'password.spec.ts',
  passkeys: 'passkeys.spec.ts',
  ethereum: 'ethereum.spec.ts',
  solana: 'solana.spec.ts',
  oauth: 'oauth.spec.ts',
} as const;

/** The parts of the widget config (auth-widget.config.json's `config`) that choose the specs. */
export interface SpecConfig {
  products: readonly string[];
  otpOptions?: { methods?: readonly string[] };
}

/**
 * The specs a site with this config runs: one per sign-in method it offers. Read from the config the scaffolder
 * wrote rather than from the answers, so a method the config drops (email passcodes beside magic links) has none.
 */
export function specsFor(config: SpecConfig): string[] {
  const products = new Set(config.products);
  const methods = products.has('otp') ? new Set(config.otpOptions?.methods ?? []) : new Set<string>();
  const on: Record<keyof typeof SPEC_FILES, boolean> = {
    emailPasscode: methods.has('email'),
    smsPasscode: methods.has('sms'),
    whatsappPasscode: methods.has('whatsapp'),
    magicLink: products.has('emailMagicLinks'),
    password: products.has('passwords'),
    passkeys: products.has('passkeys'),
    ethereum: products.has('crypto'),
    solana: products.has('crypto'),
    oauth: products.has('oauth'),
  };
  return (Object.keys(SPEC_FILES) as (keyof typeof SPEC_FILES)[]).filter((method) => on[method]).map((method) => SPEC_FILES[method]);
}

/** Deletes from the site's `e2e/` the specs of the sign-in methods its config does not offer. */
export async function removeUnusedSpecs(siteDir: string, config: SpecConfig): Promise<void> {
  const kept = new Set(specsFor(config));
  for (const file of Object.values(SPEC_FILES)) {
    const path = join(siteDir, E2E_DIR, file);
    if (!kept.has(file) && existsSync(path)) await rm(path);
  }
}
