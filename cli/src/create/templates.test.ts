import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { templatesRoot } from './scaffold.ts';

/**
 * Light checks of the templates' security edges, without installing them (the `templates` Playwright project does
 * that): the authenticate and reset pages leave their tokens to the sdk's authenticate step and reset hand-off
 * (which take tokens out of the address bar before the provider is called, and never put a reset token in a URL),
 * and the Next.js template checks session JWTs with the sdk's verifier (its own tests: sdk/src/site).
 */

const source = (path: string) => readFile(join(templatesRoot(), path), 'utf8');

describe('nextjs template: session JWTs', () => {
  it("verifies them with the sdk's createSessionVerifier, not a copy of its rules", async () => {
    const text = await source('nextjs/lib/readSession.ts');
    expect(text).toMatch(/createSessionVerifier\(/);
    expect(text).not.toMatch(/jwtVerify|createRemoteJWKSet/);
  });
});

const AUTHENTICATE_PAGES = {
  'vanilla-vite': 'vanilla-vite/src/authenticate.ts',
  'react-vite': 'react-vite/src/pages/AuthenticatePage.tsx',
  'vue-vite': 'vue-vite/src/pages/AuthenticatePage.vue',
  sveltekit: 'sveltekit/src/routes/authenticate/+page.svelte',
  astro: 'astro/src/pages/authenticate.astro',
  nextjs: 'nextjs/app/authenticate/page.tsx',
} as const;
const RESET_PAGES = {
  'vanilla-vite': 'vanilla-vite/src/resetPassword.ts',
  'react-vite': 'react-vite/src/pages/ResetPasswordPage.tsx',
  'vue-vite': 'vue-vite/src/pages/ResetPasswordPage.vue',
  sveltekit: 'sveltekit/src/routes/reset-password/+page.svelte',
  astro: 'astro/src/pages/reset-password.astro',
  nextjs: 'nextjs/app/reset-password/ResetWidget.tsx',
} as const;

/** The sdk's authenticate step, for React pages and plain pages (it takes the token out of the URL before any call). */
const AUTHENTICATE_STEP = /<AuthenticateLink\b|\bmountAuthenticate\(/;

describe('templates: tokens in the address bar', () => {
  for (const [template, path] of Object.entries(AUTHENTICATE_PAGES)) {
    it(`${template}: the authenticate page is the sdk's authenticate step, with the site's own settings`, async () => {
      const text = await source(path);
      expect(text).toMatch(AUTHENTICATE_STEP);
      expect(text).toMatch(/confirmMagicLinks(: |=\{)settings\.confirmMagicLinks/);
      // No token handled by hand: what the step does (the address bar, the provider calls, the hand-off) is the sdk's.
      expect(text).not.toMatch(/searchParams|location\.search|\.authenticate\(|handOffResetToken|reset-password\?token/);
    });
  }

  for (const [template, path] of Object.entries(RESET_PAGES)) {
    it(`${template}: the reset page takes its token through the sdk's hand-off`, async () => {
      const text = await source(path);
      expect(text).toMatch(/\b(takeResetToken|useResetToken)\(/);
      expect(text).not.toMatch(/searchParams|location\.search|sessionStorage/);
    });
  }

  it('vue-vite: the pages that take a token tell the router the address the sdk left (vue-router does not see it change)', async () => {
    for (const path of [AUTHENTICATE_PAGES['vue-vite'], RESET_PAGES['vue-vite']]) expect(await source(path), path).toMatch(/\bfollowAddressBar\b/);
  });
});
