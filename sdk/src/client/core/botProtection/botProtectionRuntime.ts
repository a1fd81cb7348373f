import { AuthError, callMessages, compact, isAuthError, loadScript } from '../kernel.ts';
import {
  CAPTCHA_ACTION,
  DFP_BACKEND_URL,
  DFP_SCRIPT_URL,
  EMULATOR_DFP_BACKEND_PATH,
  EMULATOR_DFP_SCRIPT_PATH,
  EMULATOR_RECAPTCHA_SCRIPT_PATH,
  RECAPTCHA_SCRIPT_URL,
} from '../../../protocol/botProtection.ts';
import { TEST_TOKEN_MARKER } from '../../../protocol/constants.ts';
import type { BootstrapData } from '../../../protocol/types.ts';
import type { BotFields, BotProtectionOptions, BotProtectionRuntime, ProtectionKind } from './botProtectionTypes.ts';

/** How long a token or a telemetry id may take once its script has loaded. */
const ANSWER_TIMEOUT_MS = 15_000;

/** The part of `grecaptcha.enterprise` the client uses. */
interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** The provider's telemetry script's one function. */
type GetTelemetryId = (publicToken: string, submitUrl: string) => PromiseLike<string>;

function readRecaptcha(): RecaptchaEnterprise | null {
  const enterprise = (window as unknown as { grecaptcha?: { enterprise?: RecaptchaEnterprise } }).grecaptcha?.enterprise;
  return enterprise && typeof enterprise.execute === 'function' && typeof enterprise.ready === 'function' ? enterprise : null;
}

function readTelemetry(): GetTelemetryId | null {
  const fn = (window as unknown as { GetTelemetryID?: GetTelemetryId }).GetTelemetryID;
  return typeof fn === 'function' ? fn : null;
}

/** Rejects when `promise` has not settled in time: a script that never answers must not hold a sign-in forever. */
function withTimeout<T>(promise: PromiseLike<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer in ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(`${what} failed: ${String(error)}`));
      },
    );
  });
}

/** A token or id as it must be to be sent: a non-empty string. */
function checked(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${what} answered without a value`);
  return value;
}

/**
 * Where the scripts come from: `endpoints`, else the real hosts for a live token and the emulator's stand-ins, on the
 * API origin, for a test token (as for One Tap's script).
 */
export function botProtectionUrls(options: Pick<BotProtectionOptions, 'publicToken' | 'apiUrl' | 'endpoints'>) {
  const test = options.publicToken.includes(TEST_TOKEN_MARKER);
  const { endpoints, apiUrl } = options;
  return {
    captchaScript: endpoints.captchaScriptUrl ?? (test ? `${apiUrl}${EMULATOR_RECAPTCHA_SCRIPT_PATH}` : RECAPTCHA_SCRIPT_URL),
    dfpScript: endpoints.dfpScriptUrl ?? (test ? `${apiUrl}${EMULATOR_DFP_SCRIPT_PATH}` : DFP_SCRIPT_URL),
    dfpBackend: (endpoints.dfpBackendUrl ?? (test ? `${apiUrl}${EMULATOR_DFP_BACKEND_PATH}` : DFP_BACKEND_URL)).replace(/\/+$/, ''),
  };
}

/** Any failure to get a token or an id is the one error `captcha_unavailable`, with the reason as its cause. */
function unavailable(cause: unknown): AuthError {
  if (isAuthError(cause) && cause.code === 'captcha_unavailable') return cause;
  return new AuthError('captcha_unavailable', callMessages.captchaUnavailable, { cause });
}

/** The lazily loaded half of `createBotProtection`: the scripts, the tokens and ids, and the reference SDK's mode table. */
export function createBotProtectionRuntime(options: BotProtectionOptions): BotProtectionRuntime {
  const urls = botProtectionUrls(options);

  function recaptchaScript(siteKey: string): Promise<RecaptchaEnterprise> {
    // createAuthClient refused any endpoint that is not an absolute http(s) URL; the defaults are.
    const url = new URL(urls.captchaScript);
    url.searchParams.set('render', siteKey);
    return loadScript({ url: url.toString(), read: readRecaptcha, what: 'The reCAPTCHA Enterprise script', global: 'grecaptcha.enterprise' });
  }

  function telemetryScript(): Promise<GetTelemetryId> {
    return loadScript({ url: urls.dfpScript, read: readTelemetry, what: 'The DFP telemetry script', global: 'GetTelemetryID' });
  }

  /** A captcha token for action LOGIN, or none when captcha is off. */
  async function captchaToken(data: BootstrapData): Promise<string | undefined> {
    if (data.captcha_settings?.enabled !== true) return undefined;
    if (options.captchaToken) return checked(await withTimeout(options.captchaToken(), 'The captcha source'), 'The captcha source');
    const siteKey = data.captcha_settings.siteKey;
    if (!siteKey) throw new Error('captcha is on, but bootstrap gives no site key');
    const recaptcha = await recaptchaScript(siteKey);
    await withTimeout(new Promise<void>((resolve) => recaptcha.ready(resolve)), 'reCAPTCHA');
    return checked(await withTimeout(recaptcha.execute(siteKey, { action: CAPTCHA_ACTION }), 'reCAPTCHA'), 'reCAPTCHA');
  }

  /** A DFP telemetry id, or none when DFP Protected Auth is off. */
  async function telemetryId(data: BootstrapData): Promise<string | undefined> {
    if (data.dfp_protected_auth_enabled !== true) return undefined;
    if (options.dfpTelemetryId) return checked(await withTimeout(options.dfpTelemetryId(), 'The DFP source'), 'The DFP source');
    const getTelemetryId = await telemetryScript();
    return checked(await withTimeout(getTelemetryId(options.publicToken, `${urls.dfpBackend}/submit`), 'DFP telemetry'), 'DFP telemetry');
  }

  return {
    warm(data) {
      if (data.captcha_settings?.enabled === true && !options.captchaToken && data.captcha_settings.siteKey) {
        recaptchaScript(data.captcha_settings.siteKey).catch(() => {});
      }
      if (data.dfp_protected_auth_enabled === true && !options.dfpTelemetryId) telemetryScript().catch(() => {});
    },

    // The reference SDK's table: `captcha` calls and every call with DFP off carry the captcha token alone;
    // OBSERVATION carries both; DECISIONING only the telemetry id, and lets the provider ask for a captcha.
    async fields(kind: ProtectionKind, data: BootstrapData): Promise<BotFields> {
      try {
        if (kind === 'captcha' || data.dfp_protected_auth_enabled !== true) return compact({ captcha_token: await captchaToken(data) });
        if (data.dfp_protected_auth_mode === 'DECISIONING') return compact({ dfp_telemetry_id: await telemetryId(data) });
        const [dfp_telemetry_id, captcha_token] = await Promise.all([telemetryId(data), captchaToken(data)]);
        return compact({ dfp_telemetry_id, captcha_token });
      } catch (cause) {
        throw unavailable(cause);
      }
    },

    // As in the reference SDK, only DFP Protected Auth retries "Captcha required" (its DECISIONING mode challenges a
    // first try that carried no captcha); with DFP off the demand cannot be met.
    async retryFields(data: BootstrapData): Promise<BotFields> {
      try {
        if (data.dfp_protected_auth_enabled !== true) throw new Error('DFP Protected Auth is off: no retry');
        const [dfp_telemetry_id, captcha_token] = await Promise.all([telemetryId(data), captchaToken(data)]);
        return compact({ dfp_telemetry_id, captcha_token });
      } catch (cause) {
        throw unavailable(cause);
      }
    },
  };
}
