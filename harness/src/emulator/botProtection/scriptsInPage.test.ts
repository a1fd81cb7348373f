import { CAPTCHA_ACTION } from '@auth-widget/sdk/protocol';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useEmulator } from '../testing.ts';
import { EMULATOR_RECAPTCHA_SITE_KEY } from './protocol.ts';

const api = useEmulator({
  captcha_settings: { enabled: true, siteKey: EMULATOR_RECAPTCHA_SITE_KEY },
  dfp_protected_auth_enabled: true,
  dfp_protected_auth_mode: 'DECISIONING',
});

/** What the stand-ins define on a page. */
interface PageGlobals {
  grecaptcha?: {
    enterprise: {
      ready(callback: () => void): void;
      execute(siteKey?: unknown, options?: { action?: string }): Promise<string>;
    };
  };
  GetTelemetryID?: (first: unknown, second?: unknown) => Promise<string>;
}

let windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.map((window) => window.happyDOM.close()));
  windows = [];
});

/**
 * A page of a site on the internet (neither the emulator's origin nor a loopback one, so only the stand-ins'
 * any-origin answers let it read them) that loads the served script with a script element, as the client loads
 * Google's. happy-dom preflights every cross-origin fetch, which the emulator answers for these calls. Async: happy-dom fetches a blocking script
 * synchronously, from another process, which could not reach this process's emulator.
 */
async function pageWith(path: string): Promise<{ window: Window; page: PageGlobals }> {
  const window = new Window({
    url: 'http://shop.example/login',
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  windows.push(window);
  await loadScript(window, path);
  return { window, page: window as unknown as PageGlobals };
}

async function loadScript(window: Window, path: string): Promise<void> {
  const script = window.document.createElement('script');
  script.async = true;
  script.src = `${api.emulator.url}${path}`;
  await new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`${path} did not load`)));
    window.document.head.appendChild(script);
  });
}

function search(fields: Record<string, string>) {
  return api.call('POST', '/users/search', { email: 'ada@example.com', ...fields });
}

describe('the reCAPTCHA stand-in in a page', () => {
  it("defines grecaptcha.enterprise: ready calls back, execute's token passes a protected call", async () => {
    const { page } = await pageWith(`/__recaptcha/enterprise.js?render=${EMULATOR_RECAPTCHA_SITE_KEY}`);
    const enterprise = page.grecaptcha!.enterprise;
    await new Promise<void>((resolve) => enterprise.ready(resolve));
    const token = await enterprise.execute(EMULATOR_RECAPTCHA_SITE_KEY, { action: CAPTCHA_ACTION });
    expect(typeof token).toBe('string');
    expect(api.emulator.store.state.captcha_tokens[token]).toMatchObject({ site_key: EMULATOR_RECAPTCHA_SITE_KEY, action: CAPTCHA_ACTION });
    // A DECISIONING challenge (no telemetry id) met with the token, as the client's retry meets it.
    expect((await search({ captcha_token: token })).status).toBe(200);
  });

  it('rejects execute for a key other than the rendered one, or none, as Google does', async () => {
    const { page } = await pageWith(`/__recaptcha/enterprise.js?render=${EMULATOR_RECAPTCHA_SITE_KEY}`);
    const enterprise = page.grecaptcha!.enterprise;
    await expect(enterprise.execute('another-key', { action: CAPTCHA_ACTION })).rejects.toThrow(/Invalid site key/);
    await expect(enterprise.execute(undefined, { action: CAPTCHA_ACTION })).rejects.toThrow(/Invalid site key/);
    const { page: unrendered, window } = await pageWith('/__recaptcha/enterprise.js');
    await expect(unrendered.grecaptcha!.enterprise.execute(EMULATOR_RECAPTCHA_SITE_KEY)).rejects.toThrow(/Invalid site key/);
    expect(window.document.querySelector('.grecaptcha-badge')).toBeNull();
    expect(Object.keys(api.emulator.store.state.captcha_tokens)).toEqual([]);
  });

  it("draws Google's badge once, fixed bottom right, sliding in on hover", async () => {
    const { window } = await pageWith(`/__recaptcha/enterprise.js?render=${EMULATOR_RECAPTCHA_SITE_KEY}`);
    await loadScript(window, `/__recaptcha/enterprise.js?render=${EMULATOR_RECAPTCHA_SITE_KEY}`);
    const badges = window.document.body.querySelectorAll('div.grecaptcha-badge');
    expect(badges).toHaveLength(1);
    const badge = badges[0] as unknown as HTMLElement;
    expect(badge.parentElement).toBe(window.document.body as unknown);
    expect(badge.style.position).toBe('fixed');
    expect([badge.style.width, badge.style.height, badge.style.bottom, badge.style.right]).toEqual(['256px', '60px', '14px', '-186px']);
    expect(badge.textContent).toContain('protected by reCAPTCHA');
    const links = [...badge.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Privacy', 'https://www.google.com/intl/en/policies/privacy/'],
      ['Terms', 'https://www.google.com/intl/en/policies/terms/'],
    ]);
    badge.dispatchEvent(new window.MouseEvent('mouseenter') as unknown as Event);
    expect(badge.style.right).toBe('0px');
    badge.dispatchEvent(new window.MouseEvent('mouseleave') as unknown as Event);
    expect(badge.style.right).toBe('-186px');
  });
});

describe('the DFP stand-in in a page', () => {
  it('defines GetTelemetryID: the id it resolves with passes a DECISIONING call', async () => {
    const { page, window } = await pageWith('/__dfp/telemetry.js');
    const id = await page.GetTelemetryID!(api.emulator.publicToken, `${api.emulator.url}/__dfp/submit`);
    expect(id).toMatch(/^dfp-telemetry-id-test-/);
    expect(api.emulator.store.state.dfp_telemetry_ids[id]?.user_agent).toBe(window.navigator.userAgent);
    expect((await search({ dfp_telemetry_id: id })).status).toBe(200);
    expect(api.emulator.store.state.bot_verdicts.at(-1)).toMatchObject({ mode: 'DECISIONING', verdict: 'ALLOW', outcome: 'allowed' });
  });

  it('takes one options object too, and submits to the emulator when no URL is given', async () => {
    const { page } = await pageWith('/__dfp/telemetry.js');
    const named = await page.GetTelemetryID!({ publicToken: api.emulator.publicToken, submitURL: `${api.emulator.url}/__dfp/submit` });
    const fallback = await page.GetTelemetryID!({ publicToken: api.emulator.publicToken });
    expect(named).not.toBe(fallback);
    expect(Object.keys(api.emulator.store.state.dfp_telemetry_ids).sort()).toEqual([named, fallback].sort());
  });

  it("rejects for a public token that is not the project's, or none", async () => {
    const { page } = await pageWith('/__dfp/telemetry.js');
    await expect(page.GetTelemetryID!('public-token-test-other', `${api.emulator.url}/__dfp/submit`)).rejects.toThrow(/status 401/);
    await expect(page.GetTelemetryID!(undefined)).rejects.toThrow(/public token is required/);
    expect(Object.keys(api.emulator.store.state.dfp_telemetry_ids)).toEqual([]);
  });
});
