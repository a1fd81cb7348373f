import { apiUrlFor } from '../client/core/apiUrlFor.ts';
import { TRUSTED_TYPES_POLICY } from '../client/core/trustedScriptUrl.ts';
import {
  CLIENTSIDE_SERVICES_PATH,
  DEFAULT_LIVE_API_URL,
  DFP_BACKEND_URL,
  DFP_SCRIPT_URL,
  EMULATOR_DFP_BACKEND_PATH,
  EMULATOR_DFP_SCRIPT_PATH,
  EMULATOR_GSI_SCRIPT_PATH,
  EMULATOR_RECAPTCHA_SCRIPT_PATH,
  GOOGLE_GSI_SCRIPT_URL,
  LIVE_CLIENTSIDE_SERVICES_URL,
  RECAPTCHA_CODE_FOLDER,
  RECAPTCHA_FRAME_FOLDER,
  RECAPTCHA_SCRIPT_URL,
  SDK_BASE_PATH,
  TEST_TOKEN_MARKER,
} from '../protocol/index.ts';
import type { WidgetConfig } from '../ui/config.ts';
import { oneTapProvider } from '../config/oneTapProvider.ts';
import { failSetting } from './failSetting.ts';
import { policyUrl } from './policyUrl.ts';
import type { SiteSettings } from './parseSiteSettings.ts';

/** What kind of request a load is, as a Content-Security-Policy tells them apart (script-src, frame-src…). */
export type WidgetLoadKind = 'script' | 'frame' | 'connect' | 'style' | 'image';

/** Why the widget makes it: the provider's API, bot protection, Google One Tap, or the config's logo. */
export type WidgetLoadReason = 'api' | 'captcha' | 'dfp' | 'oneTap' | 'logo';

/** One URL the widget loads or calls on a page, and the source expression a policy lists to allow it. */
export interface WidgetLoad {
  why: WidgetLoadReason;
  /** What it is, for messages: "reCAPTCHA Enterprise's script". */
  what: string;
  kind: WidgetLoadKind;
  /** The URL a policy is asked about, without query or fragment (a policy never matches on them). */
  url: string;
  /** The narrowest source that allows it, with ";" and "," escaped so it cannot end a directive or a policy. */
  source: string;
  /** Used in place of another load in some cases only (Google's second reCAPTCHA host): listed, but not insisted on. */
  alternative?: true;
}

/** Everything the widget loads for a site's settings, and the Trusted Types policies it creates to load scripts. */
export interface WidgetLoads {
  loads: WidgetLoad[];
  trustedTypesPolicies: string[];
}

/** The settings `widgetLoads` reads. `auth-widget doctor` passes a file it has not parsed, so config may be partial. */
export type WidgetLoadsSettings = Pick<SiteSettings, 'publicToken' | 'endpoints' | 'botProtection'> & {
  config?: Partial<WidgetConfig>;
  styles?: SiteSettings['styles'];
};

/** The URL's path with ";" and "," escaped, so a source expression stays one word of one directive. */
function escapedPath(url: URL): string {
  return url.pathname.replaceAll(';', '%3B').replaceAll(',', '%2C');
}

/** The URL as a source expression: origin and path, no query. */
function sourceOf(url: URL): string {
  return `${url.origin}${escapedPath(url)}`;
}

/** A script's folder as a source (`https://www.google.com/recaptcha/`); its origin alone when it sits at the root. */
function folderOf(url: URL): string {
  const folder = new URL('./', url);
  return folder.pathname === '/' ? folder.origin : sourceOf(folder);
}

/** The URL without query or fragment, which is what a policy compares. */
function bare(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** The widget's One Tap rule (ui's own), on a config that may not have been checked. */
function usesOneTap(config: Partial<WidgetConfig> | undefined): boolean {
  if (!config || !Array.isArray(config.products) || !Array.isArray(config.oauthOptions?.providers)) return false;
  return oneTapProvider(config as WidgetConfig) !== null;
}

/**
 * What the widget loads and calls on a page of a site with these settings, by the client's own rules, each with
 * why: the provider's API (`apiUrlFor`); the config's http(s) logo; reCAPTCHA Enterprise and the provider's DFP
 * script when `botProtection` says the project turns them on (Google's and the provider's hosts for a live token,
 * the emulator's stand-ins beside the API for a test token, `endpoints` overriding either); Google One Tap's script,
 * frames, calls and stylesheet and the provider's helper frame when the config turns One Tap on. Hosts and paths
 * are the protocol module's wire facts. Throws a usage error for an endpoint or logo that is not a URL a policy can
 * hold (`parseSiteSettings` refuses those first).
 */
export function widgetLoads(settings: WidgetLoadsSettings): WidgetLoads {
  const endpoints = settings.endpoints ?? {};
  const test = settings.publicToken.includes(TEST_TOKEN_MARKER);
  const url = (field: string, value: string): URL => {
    const checked = policyUrl(value);
    return typeof checked === 'string' ? failSetting(field, checked) : checked;
  };
  /** An `endpoints` override, else the live default for a live token or the stand-in beside the API for a test one. */
  const endpoint = (key: keyof typeof endpoints, standInPath: string, live: string): URL =>
    url(`endpoints.${key}`, endpoints[key] ?? (test ? `${api}${standInPath}` : live));

  const api = apiUrlFor(settings.publicToken, endpoints);
  const apiUrl = url(`endpoints.${test ? 'testApiUrl' : 'liveApiUrl'}`, api);
  const loads: WidgetLoad[] = [
    { why: 'api', what: "the provider's API", kind: 'connect', url: `${api}${SDK_BASE_PATH}/`, source: apiUrl.origin },
  ];

  // The widget shows the config's logo, else the styles' one, and only from an http(s) URL.
  const config = settings.config;
  const [logoField, logo] = config?.logo?.logoImageUrl ? ['config', config.logo.logoImageUrl] : ['styles', settings.styles?.logo?.logoImageUrl];
  if (typeof logo === 'string' && /^https?:/i.test(logo)) {
    const image = url(`${logoField}.logo.logoImageUrl`, logo);
    loads.push({ why: 'logo', what: 'the logo', kind: 'image', url: bare(image), source: image.origin });
  }

  if (settings.botProtection?.captcha === true) {
    const script = endpoint('captchaScriptUrl', EMULATOR_RECAPTCHA_SCRIPT_PATH, RECAPTCHA_SCRIPT_URL);
    if (test) {
      // Test tokens only ever talk to an emulator: its stand-in gets tokens from beside itself (`api/execute`).
      const execute = new URL('api/execute', script);
      loads.push(
        { why: 'captcha', what: "the emulator's reCAPTCHA stand-in", kind: 'script', url: bare(script), source: folderOf(script) },
        { why: 'captcha', what: "the reCAPTCHA stand-in's token call", kind: 'connect', url: bare(execute), source: sourceOf(execute) },
      );
    } else {
      // Google's script loads its code from gstatic, and frames and calls its own folder (`/recaptcha/`).
      const folder = new URL('./', script);
      loads.push(
        { why: 'captcha', what: "reCAPTCHA Enterprise's script", kind: 'script', url: bare(script), source: folderOf(script) },
        { why: 'captcha', what: "reCAPTCHA's code", kind: 'script', url: `${RECAPTCHA_CODE_FOLDER}releases/`, source: RECAPTCHA_CODE_FOLDER },
        { why: 'captcha', what: "reCAPTCHA's frame", kind: 'frame', url: bare(folder), source: sourceOf(folder) },
      );
      if (script.href === RECAPTCHA_SCRIPT_URL) {
        loads.push({ why: 'captcha', what: "reCAPTCHA's frame on Google's other host", kind: 'frame', url: RECAPTCHA_FRAME_FOLDER, source: RECAPTCHA_FRAME_FOLDER, alternative: true });
      }
      loads.push({ why: 'captcha', what: "reCAPTCHA's calls", kind: 'connect', url: bare(folder), source: sourceOf(folder) });
    }
  }

  if (settings.botProtection?.dfp === true) {
    const script = endpoint('dfpScriptUrl', EMULATOR_DFP_SCRIPT_PATH, DFP_SCRIPT_URL);
    const backend = endpoint('dfpBackendUrl', EMULATOR_DFP_BACKEND_PATH, DFP_BACKEND_URL);
    // The script submits to `<backend>/submit`, as the client tells it to.
    const submit = new URL(`${bare(backend).replace(/\/+$/, '')}/submit`);
    loads.push(
      { why: 'dfp', what: test ? "the emulator's DFP stand-in" : 'the DFP telemetry script', kind: 'script', url: bare(script), source: folderOf(script) },
      { why: 'dfp', what: 'the DFP telemetry submit call', kind: 'connect', url: bare(submit), source: sourceOf(submit) },
    );
  }

  if (usesOneTap(config)) {
    // The helper frame: the override, else the provider's own for its live API, else the one beside the API.
    const frame = url('endpoints.clientsideServicesUrl', endpoints.clientsideServicesUrl ?? (api === DEFAULT_LIVE_API_URL ? LIVE_CLIENTSIDE_SERVICES_URL : `${api}${CLIENTSIDE_SERVICES_PATH}`));
    loads.push({ why: 'oneTap', what: "One Tap's helper frame", kind: 'frame', url: bare(frame), source: frame.origin });
    const gsi = endpoint('googleGsiScriptUrl', EMULATOR_GSI_SCRIPT_PATH, GOOGLE_GSI_SCRIPT_URL);
    if (test) {
      loads.push({ why: 'oneTap', what: "the emulator's One Tap stand-in", kind: 'script', url: bare(gsi), source: sourceOf(gsi) });
      // The stand-in draws its prompt in the page and asks the emulator beside it for the credential.
      if (gsi.origin !== apiUrl.origin) loads.push({ why: 'oneTap', what: "the One Tap stand-in's calls", kind: 'connect', url: bare(new URL('./', gsi)), source: folderOf(gsi) });
    } else {
      // Google's CSP guidance for Identity Services: its folder for frames and calls, and its stylesheet.
      const folder = new URL('./', gsi);
      const style = new URL('style', folder);
      loads.push(
        { why: 'oneTap', what: "Google's One Tap script", kind: 'script', url: bare(gsi), source: sourceOf(gsi) },
        { why: 'oneTap', what: "Google One Tap's frames", kind: 'frame', url: bare(folder), source: sourceOf(folder) },
        { why: 'oneTap', what: "Google One Tap's calls", kind: 'connect', url: bare(folder), source: sourceOf(folder) },
        { why: 'oneTap', what: "Google One Tap's stylesheet", kind: 'style', url: bare(style), source: sourceOf(style) },
      );
    }
  }
  return { loads, trustedTypesPolicies: [TRUSTED_TYPES_POLICY] };
}
