import {
  DEFAULT_TEST_API_URL,
  DFP_BACKEND_URL,
  DFP_SCRIPT_URL,
  EMULATOR_DFP_BACKEND_PATH,
  EMULATOR_DFP_SCRIPT_PATH,
  EMULATOR_RECAPTCHA_SCRIPT_PATH,
  RECAPTCHA_SCRIPT_URL,
  TEST_TOKEN_MARKER,
} from '@auth-widget/sdk/protocol';
import { quoted } from './quoted.ts';
import type { SiteConfig } from './types.ts';
import { isRecord } from '../utils/isRecord.ts';
import { withoutTrailingSlashes } from '../utils/withoutTrailingSlashes.ts';
import { bare, folderOf, type WidgetLoad } from './widgetLoad.ts';

/**
 * Where reCAPTCHA Enterprise's script loads the rest of its code from (`releases/<version>/…`). Google's, not the
 * provider's wire, so it is not among the protocol's constants; Google's CSP guidance names this folder.
 */
const RECAPTCHA_CODE_FOLDER = 'https://www.gstatic.com/recaptcha/';

/** One URL the widget's bot protection loads or calls, and what a CSP must list to allow it. */
export type BotProtectionLoad = WidgetLoad;

/** The absolute http(s) URL in an endpoint field, or why it is not one. */
export function endpointUrl(field: string, value: unknown): URL | string {
  try {
    const url = new URL(String(value));
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Reported below, as for any other non-URL.
  }
  return `endpoints.${field} ${quoted(String(value))} is not an absolute http(s) URL.`;
}

/**
 * What the widget loads when bootstrap turns captcha or DFP Protected Auth on, by the client's rules: the
 * `endpoints` override, else the real scripts for a live token and the emulator's stand-ins on the test API origin
 * for a test token. The override fields are newer than some copies of the sdk's `Endpoints` type, so they are read
 * as unknown. Returns the loads, and a message for each endpoint that is not a URL. A test token's script is taken
 * for the emulator's stand-in even when overridden: test tokens only ever talk to an emulator.
 */
export function botProtectionLoads(site: SiteConfig, on: { captcha: boolean; dfp: boolean }): { loads: BotProtectionLoad[]; invalid: string[] } {
  const endpoints: Record<string, unknown> = isRecord(site.endpoints as unknown) ? (site.endpoints as unknown as Record<string, unknown>) : {};
  const test = typeof site.publicToken === 'string' && site.publicToken.includes(TEST_TOKEN_MARKER);
  const loads: BotProtectionLoad[] = [];
  const invalid: string[] = [];
  /** The URL in an endpoint field, or null (and a message in `invalid`) when it is not one. */
  const checked = (field: string, value: unknown): URL | null => {
    const url = endpointUrl(field, value);
    if (typeof url !== 'string') return url;
    if (!invalid.includes(url)) invalid.push(url);
    return null;
  };
  /** The override in `field`; else the live default for a live token, the stand-in on the test API origin for a test one. */
  const urlOf = (field: string, standInPath: string, live: string): URL | null => {
    if (endpoints[field] !== undefined) return checked(field, endpoints[field]);
    if (!test) return new URL(live);
    const api = endpoints.testApiUrl === undefined ? new URL(DEFAULT_TEST_API_URL) : checked('testApiUrl', endpoints.testApiUrl);
    return api && new URL(`${withoutTrailingSlashes(api.href)}${standInPath}`);
  };

  if (on.captcha) {
    const script = urlOf('captchaScriptUrl', EMULATOR_RECAPTCHA_SCRIPT_PATH, RECAPTCHA_SCRIPT_URL);
    if (script && test) {
      // The stand-in gets its tokens from the emulator, posting beside itself (`/__recaptcha/api/execute`).
      const execute = new URL('api/execute', script);
      loads.push(
        { what: "the emulator's reCAPTCHA stand-in", request: 'script', url: bare(script), source: folderOf(script) },
        { what: "the reCAPTCHA stand-in's token call", request: 'connect', url: bare(execute), source: bare(execute) },
      );
    } else if (script) {
      // Google's script loads its code from gstatic, and frames and calls its own folder (`/recaptcha/`).
      const folder = new URL('./', script);
      const code = new URL('releases/', RECAPTCHA_CODE_FOLDER);
      loads.push(
        { what: "reCAPTCHA Enterprise's script", request: 'script', url: bare(script), source: folderOf(script) },
        { what: "reCAPTCHA's code", request: 'script', url: bare(code), source: RECAPTCHA_CODE_FOLDER },
        { what: "reCAPTCHA's frame", request: 'frame', url: bare(folder), source: folder.href },
        { what: "reCAPTCHA's calls", request: 'connect', url: bare(folder), source: folder.href },
      );
    }
  }
  if (on.dfp) {
    const script = urlOf('dfpScriptUrl', EMULATOR_DFP_SCRIPT_PATH, DFP_SCRIPT_URL);
    const backend = urlOf('dfpBackendUrl', EMULATOR_DFP_BACKEND_PATH, DFP_BACKEND_URL);
    const what = test ? "the emulator's DFP stand-in" : 'the DFP telemetry script';
    if (script) loads.push({ what, request: 'script', url: bare(script), source: folderOf(script) });
    if (backend) {
      // The script submits to `<backend>/submit`, as the client tells it to.
      const submit = new URL(`${withoutTrailingSlashes(bare(backend))}/submit`);
      loads.push({ what: 'the DFP telemetry submit call', request: 'connect', url: bare(submit), source: bare(submit) });
    }
  }
  return { loads, invalid };
}

/** What the project's bootstrap answer turns on against bots. */
export function botProtectionOf(data: Record<string, unknown>): { captcha: boolean; dfp: boolean } {
  return { captcha: isRecord(data.captcha_settings) && data.captcha_settings.enabled === true, dfp: data.dfp_protected_auth_enabled === true };
}
