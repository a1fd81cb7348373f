import { afterEach, describe, expect, it, vi } from 'vitest';

/** A TrustedScriptURL as a browser makes one: an object, not the string, that prints as the URL. */
class FakeTrustedScriptUrl {
  constructor(readonly url: string) {}
  toString(): string {
    return this.url;
  }
}

type Rules = { createScriptURL(url: string): string };

/** `window.trustedTypes` as a browser with Trusted Types has it; `refuse` makes `createPolicy` throw as a CSP does. */
function installTrustedTypes(refuse = false) {
  const createPolicy = vi.fn((name: string, rules: Rules) => {
    if (refuse) throw new TypeError(`Failed to execute 'createPolicy' on 'TrustedTypePolicyFactory': Policy "${name}" disallowed.`);
    return { createScriptURL: (url: string) => new FakeTrustedScriptUrl(rules.createScriptURL(url)) };
  });
  vi.stubGlobal('trustedTypes', { createPolicy });
  return createPolicy;
}

/** The module afresh: its policy is made once per page, that is once per import here. */
async function freshModule() {
  vi.resetModules();
  return import('./trustedScriptUrl.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const REFUSED = ['javascript:alert(1)', 'data:text/javascript,alert(1)', '/relative/script.js', '//cdn.example/x.js', 'ftp://example.com/x.js', ''];

describe('trustedScriptUrl', () => {
  it('without Trusted Types returns the URL itself, and still refuses what is not absolute http(s)', async () => {
    expect((globalThis as { trustedTypes?: unknown }).trustedTypes).toBeUndefined();
    const { trustedScriptUrl } = await freshModule();
    expect(trustedScriptUrl('https://accounts.google.com/gsi/client')).toBe('https://accounts.google.com/gsi/client');
    expect(trustedScriptUrl('http://127.0.0.1:4455/__recaptcha/enterprise.js?render=key')).toBe(
      'http://127.0.0.1:4455/__recaptcha/enterprise.js?render=key',
    );
    for (const url of REFUSED) {
      expect(() => trustedScriptUrl(url), url).toThrow(expect.objectContaining({ name: 'AuthError', code: 'usage_error' }));
    }
  });

  it('with Trusted Types makes the auth-widget policy once, and passes only absolute http(s) URLs through it', async () => {
    const createPolicy = installTrustedTypes();
    const { trustedScriptUrl, TRUSTED_TYPES_POLICY } = await freshModule();
    expect(TRUSTED_TYPES_POLICY).toBe('auth-widget');
    // Lazily: importing the module makes no policy.
    expect(createPolicy).not.toHaveBeenCalled();
    const first = trustedScriptUrl('https://accounts.google.com/gsi/client') as unknown;
    expect(first).toBeInstanceOf(FakeTrustedScriptUrl);
    expect(String(first)).toBe('https://accounts.google.com/gsi/client');
    expect(String(trustedScriptUrl('http://localhost:4455/__dfp/telemetry.js'))).toBe('http://localhost:4455/__dfp/telemetry.js');
    for (const url of REFUSED) {
      expect(() => trustedScriptUrl(url), url).toThrow(expect.objectContaining({ name: 'AuthError', code: 'usage_error' }));
    }
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]![0]).toBe('auth-widget');
  });

  it('a policy the page refuses fails with an AuthError naming the policy to allow, and is not tried again', async () => {
    const createPolicy = installTrustedTypes(true);
    const { trustedScriptUrl } = await freshModule();
    for (let i = 0; i < 2; i++) {
      let caught: unknown;
      try {
        trustedScriptUrl('https://accounts.google.com/gsi/client');
      } catch (error) {
        caught = error;
      }
      expect(caught).toMatchObject({ name: 'AuthError', code: 'other' });
      expect((caught as Error).message).toContain('"auth-widget"');
      expect((caught as Error).message).toContain('add auth-widget to its trusted-types directive');
      expect((caught as Error).cause).toBeInstanceOf(TypeError);
    }
    // A second try would only fire another CSP violation report.
    expect(createPolicy).toHaveBeenCalledTimes(1);
  });
});

describe('loadScript under Trusted Types', () => {
  it('gives the script element the policy\'s TrustedScriptURL', async () => {
    installTrustedTypes();
    vi.resetModules();
    const { loadScript } = await import('./loadScript.ts');
    const srcSetter = vi.spyOn(HTMLScriptElement.prototype, 'src', 'set');
    // happy-dom loads no script file: the load fails, which is not what is tested here.
    await loadScript({ url: 'https://example.com/tt.js', read: () => null, what: 'A script', global: 'x' }).catch(() => {});
    expect(srcSetter).toHaveBeenCalledTimes(1);
    expect(srcSetter.mock.calls[0]![0]).toBeInstanceOf(FakeTrustedScriptUrl);
  });

  it('rejects with the policy error when the page refuses the policy, inserting no script', async () => {
    installTrustedTypes(true);
    vi.resetModules();
    const { loadScript } = await import('./loadScript.ts');
    const appended = vi.spyOn(document.head, 'appendChild');
    await expect(loadScript({ url: 'https://example.com/refused.js', read: () => null, what: 'A script', global: 'x' })).rejects.toMatchObject({
      name: 'AuthError',
      code: 'other',
      message: expect.stringContaining('trusted-types'),
    });
    expect(appended).not.toHaveBeenCalled();
  });
});
