import type { Page } from '@playwright/test';
import { test as base } from '@auth-widget/harness/fixtures';
import { DFP_SCRIPT_URL, EMULATOR_DFP_SCRIPT_PATH, EMULATOR_RECAPTCHA_SCRIPT_PATH, RECAPTCHA_SCRIPT_URL } from '@auth-widget/sdk/protocol';
import type { Site } from '../demo/server/siteServer.ts';
import { startReferenceSite } from './referenceSite.ts';

export { referenceEndpoints } from './referenceEndpoints.ts';

export interface ConformanceWorkerFixtures {
  /** The conformance page site of this worker (`http://localhost:<port>`), bound to the worker's emulator. */
  referenceSite: Site;
}

/**
 * The token-type query parameter the reference provider's links carry and its UI reads (`ResetPasswordScreen`),
 * written out here rather than taken from our protocol module (wireNames.spec.ts reads it from the SDK's code).
 */
export const REFERENCE_TOKEN_TYPE_PARAM = 'stytch_token_type';

export interface ConformanceTestFixtures {
  /**
   * Opens a conformance page route (default `/`) on `page`. Requests to any origin other than the site and the
   * emulator are aborted, since the reference SDK reaches for its own hosted services (telemetry, Google), but for
   * its captcha and DFP scripts, which the emulator's stand-ins answer.
   */
  openReference: (page: Page, route?: string) => Promise<void>;
}

/** The published harness fixtures plus the conformance site. */
export const test = base.extend<ConformanceTestFixtures, ConformanceWorkerFixtures>({
  referenceSite: [
    async ({ emulatorServer }, use) => {
      const site = await startReferenceSite({ emulatorUrl: emulatorServer.url, publicToken: emulatorServer.publicToken });
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
  openReference: async ({ referenceSite, emulator }, use) => {
    await use(async (page, route = '/') => {
      const allowed = new Set([new URL(referenceSite.url).origin, new URL(emulator.url).origin]);
      await page.context().route(
        (url) => !allowed.has(url.origin) && url.protocol.startsWith('http'),
        (r) => r.abort('blockedbyclient'),
      );
      // Its bot-protection scripts have fixed hosts (reCAPTCHA Enterprise's, and the provider's DFP CDN): answered
      // with the emulator's stand-ins, as a page with the real services would get the real scripts. Routes added
      // later are tried first.
      await page.context().route(
        (url) => url.href.startsWith(`${RECAPTCHA_SCRIPT_URL}?`) || url.href === DFP_SCRIPT_URL,
        async (r) => {
          const url = new URL(r.request().url());
          const standIn = url.href.startsWith(RECAPTCHA_SCRIPT_URL)
            ? `${emulator.url}${EMULATOR_RECAPTCHA_SCRIPT_PATH}${url.search}`
            : `${emulator.url}${EMULATOR_DFP_SCRIPT_PATH}`;
          const answer = await fetch(standIn);
          await r.fulfill({ status: answer.status, contentType: 'text/javascript', body: await answer.text() });
        },
      );
      await page.goto(`${referenceSite.url}${route}`);
      await page.waitForFunction(() => typeof window.Reference === 'object');
    });
  },
});

export { expect } from '@playwright/test';
