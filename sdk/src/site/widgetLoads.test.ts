import { describe, expect, it } from 'vitest';
import { apiUrlFor } from '../client/core/apiUrlFor.ts';
import { botProtectionUrls } from '../client/core/botProtection/botProtectionRuntime.ts';
import type { ClientContext } from '../client/core/context.ts';
import type { Endpoints } from '../client/core/types.ts';
import { oneTapUrls } from '../client/products/googleOneTap/googleOneTapStart.ts';
import { DEFAULT_TEST_API_URL, EMULATOR_PUBLIC_TOKEN, RECAPTCHA_CODE_FOLDER, RECAPTCHA_FRAME_FOLDER } from '../protocol/index.ts';
import { widgetLoads, type WidgetLoadsSettings } from './widgetLoads.ts';

const LIVE = 'public-token-live-abc';
const ONE_TAP: WidgetLoadsSettings['config'] = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } };
const ENDPOINTS: Endpoints[] = [
  {},
  { testApiUrl: 'http://127.0.0.1:5123/', liveApiUrl: 'https://auth.shop.example/provider' },
  {
    captchaScriptUrl: 'https://www.recaptcha.net/recaptcha/enterprise.js',
    dfpScriptUrl: 'https://shop.example/dfp/telemetry.js',
    dfpBackendUrl: 'https://shop.example/dfp/',
    clientsideServicesUrl: 'https://frames.shop.example/cs/index.html',
    googleGsiScriptUrl: 'https://shop.example/gsi/client',
  },
];

/** The URLs of the loads of one reason and kind. */
const urls = (settings: WidgetLoadsSettings, why: string, kind: string) =>
  widgetLoads(settings).loads.filter((l) => l.why === why && l.kind === kind).map((l) => l.url);

describe('widgetLoads', () => {
  it('a test token with passcodes only: the emulator, and the Trusted Types policy the client creates', () => {
    expect(widgetLoads({ publicToken: EMULATOR_PUBLIC_TOKEN, config: { products: ['otp'] } })).toEqual({
      loads: [{ why: 'api', what: "the provider's API", kind: 'connect', url: `${DEFAULT_TEST_API_URL}/sdk/v1/`, source: DEFAULT_TEST_API_URL }],
      trustedTypesPolicies: ['auth-widget'],
    });
  });

  describe.each([EMULATOR_PUBLIC_TOKEN, LIVE])("follows the client's own rules for %s", (publicToken) => {
    it.each(ENDPOINTS)('endpoints %j', (endpoints) => {
      const settings: WidgetLoadsSettings = { publicToken, config: ONE_TAP, endpoints, botProtection: { captcha: true, dfp: true } };
      const apiUrl = apiUrlFor(publicToken, endpoints);
      const client = botProtectionUrls({ publicToken, apiUrl, endpoints });
      const oneTap = oneTapUrls({ publicToken, apiUrl, endpoints } as ClientContext);
      expect(urls(settings, 'api', 'connect')).toEqual([`${apiUrl}/sdk/v1/`]);
      expect(urls(settings, 'captcha', 'script')[0]).toBe(client.captchaScript);
      expect(urls(settings, 'dfp', 'script')).toEqual([client.dfpScript]);
      expect(urls(settings, 'dfp', 'connect')).toEqual([`${client.dfpBackend}/submit`]);
      expect(urls(settings, 'oneTap', 'frame')[0]).toBe(oneTap.frame.href);
      expect(urls(settings, 'oneTap', 'script')).toEqual([oneTap.gsi.href]);
    });
  });

  it("a live token's captcha: Google's script, its code folder, frames and calls, the other frame host only for Google's own script", () => {
    const { loads } = widgetLoads({ publicToken: LIVE, config: { products: ['otp'] }, botProtection: { captcha: true } });
    expect(loads.filter((l) => l.why === 'captcha').map((l) => [l.kind, l.source, l.alternative ?? false])).toEqual([
      ['script', 'https://www.google.com/recaptcha/', false],
      ['script', RECAPTCHA_CODE_FOLDER, false],
      ['frame', 'https://www.google.com/recaptcha/', false],
      ['frame', RECAPTCHA_FRAME_FOLDER, true],
      ['connect', 'https://www.google.com/recaptcha/', false],
    ]);
    const moved = widgetLoads({ publicToken: LIVE, config: { products: ['otp'] }, botProtection: { captcha: true }, endpoints: ENDPOINTS[2] });
    expect(moved.loads.some((l) => l.url === RECAPTCHA_FRAME_FOLDER)).toBe(false);
  });

  it("One Tap only where the widget shows it, with Google's stylesheet for a live token", () => {
    expect(urls({ publicToken: LIVE, config: { ...ONE_TAP, products: ['oauth', 'otp'] } }, 'oneTap', 'script')).toEqual([]);
    expect(urls({ publicToken: LIVE, config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true, position: 'embeddedOnly' }] } } }, 'oneTap', 'script')).toEqual([]);
    expect(urls({ publicToken: LIVE, config: ONE_TAP }, 'oneTap', 'style')).toEqual(['https://accounts.google.com/gsi/style']);
    expect(urls({ publicToken: EMULATOR_PUBLIC_TOKEN, config: ONE_TAP }, 'oneTap', 'style')).toEqual([]);
    // A config that was never checked (doctor reads files as they are) has no One Tap, and does not throw.
    expect(widgetLoads({ publicToken: LIVE, config: { products: 'oauth', oauthOptions: { providers: {} } } as never }).loads).toHaveLength(1);
  });

  it("the logo's origin for images: the config's, else the styles', http(s) only", () => {
    const logo = (config: object, styles?: object) => widgetLoads({ publicToken: LIVE, config: { products: ['otp'], ...config }, styles }).loads.filter((l) => l.kind === 'image').map((l) => l.source);
    expect(logo({ logo: { logoImageUrl: 'https://cdn.shop.example/a.png' } }, { logo: { logoImageUrl: 'https://b.example/b.png' } })).toEqual(['https://cdn.shop.example']);
    expect(logo({}, { logo: { logoImageUrl: 'http://127.0.0.1:8080/b.png' } })).toEqual(['http://127.0.0.1:8080']);
    expect(logo({ logo: { logoImageUrl: 'data:image/png;base64,xx' } })).toEqual([]);
  });

  it('escapes ";" and "," in the sources it gives, and refuses a host a policy cannot hold', () => {
    const { loads } = widgetLoads({ publicToken: EMULATOR_PUBLIC_TOKEN, botProtection: { captcha: true }, endpoints: { captchaScriptUrl: 'http://127.0.0.1:4455/a;b,c/enterprise.js' } });
    expect(loads.map((l) => l.source)).toEqual([DEFAULT_TEST_API_URL, 'http://127.0.0.1:4455/a%3Bb%2Cc/', 'http://127.0.0.1:4455/a%3Bb%2Cc/api/execute']);
    expect(() => widgetLoads({ publicToken: LIVE, endpoints: { liveApiUrl: 'https://a,b' } })).toThrow('auth-widget.config.json: endpoints.liveApiUrl has a host name');
  });
});
