import {
  CLIENTSIDE_SERVICES_PATH,
  DEFAULT_LIVE_API_URL,
  DEFAULT_TEST_API_URL,
  DFP_BACKEND_URL,
  DFP_SCRIPT_URL,
  EMULATOR_DFP_BACKEND_PATH,
  EMULATOR_DFP_SCRIPT_PATH,
  EMULATOR_GSI_SCRIPT_PATH,
  EMULATOR_RECAPTCHA_SCRIPT_PATH,
  GOOGLE_GSI_SCRIPT_URL,
  LIVE_CLIENTSIDE_SERVICES_URL,
  RECAPTCHA_SCRIPT_URL,
  TEST_TOKEN_MARKER,
} from '@auth-widget/sdk/protocol';

/*
 * The site's security headers, built from auth-widget.config.json in this one place, so the Content-Security-Policy
 * follows the settings: it allows what the widget loads for them and nothing else. vite.config.ts sends them from the
 * dev server and from `vite preview`; a host that serves the built dist/ folder should send the production ones (see
 * README.md).
 */

/** `dev` for the dev server (hot reloading needs more); `production` for everything a visitor is served. */
export type ServerMode = 'dev' | 'production';

/** Script sources besides the site's own and the widget's: none, the built pages load every script from the site. */
const SCRIPT_SOURCES: string[] = [];

/** What Vite's dev server needs besides: its hot-reload WebSocket, on the dev server's own port (which varies). */
const DEV_SOURCES = { script: [] as string[], connect: ['ws://localhost:*'] };

/** Where reCAPTCHA Enterprise's script loads the rest of its code from (Google's CSP guidance for reCAPTCHA). */
const RECAPTCHA_CODE_FOLDER = 'https://www.gstatic.com/recaptcha/';
/** Google's other host for reCAPTCHA's challenge frame, beside the script's own folder (the same guidance). */
const RECAPTCHA_FRAME_FOLDER = 'https://recaptcha.google.com/recaptcha/';
/** The provider's helper frame for its live API, on a host of its own. */
const LIVE_HELPER_FRAME_ORIGIN = new URL(LIVE_CLIENTSIDE_SERVICES_URL).origin;

type Fields = Record<string, unknown>;

function fail(field: string, problem: string): never {
  throw new Error(`auth-widget.config.json: ${field} ${problem}`);
}

function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

/**
 * An absolute http(s) URL, refused otherwise. A policy is split on spaces, ";" and ",", and the URL parser lets ";",
 * "," and quotes through in a host name: a host must be one a policy can name, so a setting cannot add directives.
 */
function httpUrl(field: string, value: unknown): URL {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    fail(field, `is ${JSON.stringify(value)}, not an absolute http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(field, `is ${JSON.stringify(value)}, not an http(s) URL`);
  if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname)) fail(field, `has a host name a Content-Security-Policy cannot hold: ${JSON.stringify(url.hostname)}`);
  return url;
}

/** The URL as a source expression: origin and path, no query (a policy never matches one); ";" and "," escaped. */
function source(url: URL): string {
  return `${url.origin}${url.pathname.replaceAll(';', '%3B').replaceAll(',', '%2C')}`;
}

/** A script's folder as a source (`https://www.google.com/recaptcha/`); its origin alone when it sits at the root. */
function folderOf(url: URL): string {
  const folder = new URL('./', url);
  return folder.pathname === '/' ? folder.origin : source(folder);
}

/** The URL as a folder: with one trailing slash, so relative URLs resolve inside it. */
function withSlash(url: URL): URL {
  return url.pathname.endsWith('/') ? url : new URL(`${url.origin}${url.pathname}/`);
}

/** A path under the API URL, for the emulator's stand-ins (`http://127.0.0.1:4455/__dfp/telemetry.js`). */
function onApi(api: URL, path: string): URL {
  return new URL(path.replace(/^\//, ''), withSlash(api));
}

/**
 * One Tap runs only when the only product is `oauth` with a single `google` provider that has `one_tap` on and a
 * position other than `embeddedOnly` (spec section 5); otherwise Google is an ordinary redirect button.
 */
function usesOneTap(config: Fields): boolean {
  const products = Array.isArray(config.products) ? new Set(config.products) : new Set();
  const providers = fieldsOf(config.oauthOptions).providers;
  if (products.size !== 1 || !products.has('oauth') || !Array.isArray(providers) || providers.length !== 1) return false;
  const google = fieldsOf(providers[0]);
  return google.type === 'google' && google.one_tap === true && google.position !== 'embeddedOnly';
}

/** Each directive's sources, in order, once. */
class Sources {
  private readonly lists = new Map<string, string[]>();
  add(directive: string, ...sources: string[]): void {
    const list = this.lists.get(directive) ?? [];
    for (const s of sources) if (!list.includes(s)) list.push(s);
    this.lists.set(directive, list);
  }
  get(directive: string): string[] {
    return this.lists.get(directive) ?? [];
  }
}

/**
 * The Content-Security-Policy for a site with these settings (auth-widget.config.json, as parsed JSON):
 * - connect-src: the provider's API origin (the emulator for a test token, `endpoints.testApiUrl` or
 *   `endpoints.liveApiUrl` when set);
 * - captcha and DFP Protected Auth, when `botProtection.captcha` / `botProtection.dfp` say the project turns them
 *   on: reCAPTCHA's script, code, frames and calls, the DFP script and its submit call (for a test token, the
 *   emulator's stand-ins), as `auth-widget doctor bot-protection` checks them;
 * - One Tap, when the config turns it on: Google's script, frames, calls and stylesheet (the emulator's stand-in
 *   for a test token) and the provider's helper frame (frame-src);
 * - img-src: the logo's origin, when the config names an http(s) logo.
 * style-src has 'unsafe-inline': the widget writes its styles into a <style> element as screens appear, which a
 * header that is the same on every response can only allow this way (a nonce must be new on each response: see
 * the README for a server that makes one; the widget takes it as its `nonce` option).
 */
export function contentSecurityPolicy(settings: unknown, mode: ServerMode): string {
  const file = fieldsOf(settings);
  if (typeof file.publicToken !== 'string') fail('publicToken', 'must be a string');
  const test = file.publicToken.includes(TEST_TOKEN_MARKER);
  const endpoints = fieldsOf(file.endpoints);
  const config = fieldsOf(file.config);
  const botProtection = fieldsOf(file.botProtection);
  for (const key of ['captcha', 'dfp']) {
    if (botProtection[key] !== undefined && typeof botProtection[key] !== 'boolean') fail(`botProtection.${key}`, 'must be true or false');
  }
  /** An endpoint override, checked, or undefined. */
  const endpoint = (key: string): URL | undefined => (endpoints[key] === undefined ? undefined : httpUrl(`endpoints.${key}`, endpoints[key]));

  const apiKey = test ? 'testApiUrl' : 'liveApiUrl';
  const api = endpoint(apiKey) ?? new URL(test ? DEFAULT_TEST_API_URL : DEFAULT_LIVE_API_URL);
  const sources = new Sources();
  sources.add('default-src', "'self'");
  sources.add('script-src', "'self'", ...SCRIPT_SOURCES, ...(mode === 'dev' ? DEV_SOURCES.script : []));
  sources.add('style-src', "'self'", "'unsafe-inline'");
  sources.add('img-src', "'self'");
  sources.add('font-src', "'self'");
  sources.add('connect-src', "'self'", api.origin, ...(mode === 'dev' ? DEV_SOURCES.connect : []));

  // The widget shows the config's logo, else the styles' one, and only from an http(s) URL.
  const logo = fieldsOf(config.logo).logoImageUrl || fieldsOf(fieldsOf(file.styles).logo).logoImageUrl;
  if (typeof logo === 'string' && /^https?:/i.test(logo)) sources.add('img-src', httpUrl('logo.logoImageUrl', logo).origin);

  if (botProtection.captcha === true) {
    const script = endpoint('captchaScriptUrl') ?? (test ? onApi(api, EMULATOR_RECAPTCHA_SCRIPT_PATH) : new URL(RECAPTCHA_SCRIPT_URL));
    sources.add('script-src', folderOf(script));
    if (test) {
      // The stand-in gets its tokens from the emulator, beside itself (`/__recaptcha/api/execute`).
      if (script.origin !== api.origin) sources.add('connect-src', source(new URL('api/execute', script)));
    } else {
      const folder = source(new URL('./', script));
      sources.add('script-src', RECAPTCHA_CODE_FOLDER);
      sources.add('frame-src', folder, ...(script.href === RECAPTCHA_SCRIPT_URL ? [RECAPTCHA_FRAME_FOLDER] : []));
      sources.add('connect-src', folder);
    }
  }
  if (botProtection.dfp === true) {
    const script = endpoint('dfpScriptUrl') ?? (test ? onApi(api, EMULATOR_DFP_SCRIPT_PATH) : new URL(DFP_SCRIPT_URL));
    const backend = endpoint('dfpBackendUrl') ?? (test ? onApi(api, EMULATOR_DFP_BACKEND_PATH) : new URL(DFP_BACKEND_URL));
    sources.add('script-src', folderOf(script));
    // The script submits to `<backend>/submit`.
    if (backend.origin !== api.origin) sources.add('connect-src', source(new URL('submit', withSlash(backend))));
  }
  if (usesOneTap(config)) {
    // The helper frame: the override, else the provider's own for its live API, else the one beside the API.
    const live = !test && (endpoints.liveApiUrl ?? DEFAULT_LIVE_API_URL) === DEFAULT_LIVE_API_URL;
    const helper = endpoint('clientsideServicesUrl') ?? (live ? new URL(LIVE_HELPER_FRAME_ORIGIN) : onApi(api, CLIENTSIDE_SERVICES_PATH));
    sources.add('frame-src', helper.origin);
    const gsi = endpoint('googleGsiScriptUrl') ?? (test ? onApi(api, EMULATOR_GSI_SCRIPT_PATH) : new URL(GOOGLE_GSI_SCRIPT_URL));
    sources.add('script-src', source(gsi));
    if (test) {
      // The stand-in draws its prompt in the page and asks the emulator beside it for the credential.
      if (gsi.origin !== api.origin) sources.add('connect-src', folderOf(gsi));
    } else {
      // Google's CSP guidance for Google Identity Services: its folder for frames and calls, and its stylesheet.
      const folder = source(new URL('./', gsi));
      sources.add('frame-src', folder);
      sources.add('connect-src', folder);
      sources.add('style-src', source(new URL('style', new URL('./', gsi))));
    }
  }

  const directives = ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src']
    .filter((name) => sources.get(name).length > 0)
    .map((name) => `${name} ${sources.get(name).join(' ')}`);
  // No plugins, no <base> that moves relative URLs elsewhere, forms post to the site only, and no other site may
  // frame these pages (a sign-in form in someone else's frame is a clickjacking target).
  directives.push("object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'");
  return directives.join('; ');
}

/**
 * The headers every response gets: the policy above; `nosniff`, so nothing is run as a script or a stylesheet
 * unless served as one; and a referrer that gives other sites the origin only, never a path that may hold a token.
 */
export function securityHeaders(settings: unknown, mode: ServerMode): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, mode),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
