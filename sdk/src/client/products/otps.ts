import type { AuthenticateResponse, BaseResponse } from '../../protocol/types.ts';
import type { UsageCheck } from '../core/usage.ts';
import { authenticateCall, checkUsage, compact, sendVariant, type ClientContext } from '../core/kernel.ts';

/** Options of the SMS and WhatsApp passcode sends. */
export interface PhoneOtpOptions {
  expiration_minutes?: number;
  locale?: string;
}

/** Options of the email passcode sends (the widget's `otpOptions`). */
export interface EmailOtpOptions {
  expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
}

/** The answer of a passcode send: `method_id` is what `otps.authenticate` needs with the code. */
export interface OtpSendResponse extends BaseResponse {
  method_id: string;
  user_id: string;
  user_created?: boolean;
  phone_id?: string;
  email_id?: string;
}

/** The answer of `POST /otps/authenticate`. */
export interface OtpAuthenticateResponse extends AuthenticateResponse {
  method_id?: string;
  reset_sessions?: boolean;
}

type Channel = 'sms' | 'whatsapp' | 'email';

/** The `otps` namespace: one-time passcodes by SMS, WhatsApp or email, and their check. */
export function createOtpsApi(ctx: ClientContext) {
  /** One send call after its type checks (`login_or_create`, or `send/primary|secondary`). */
  async function send(channel: Channel, call: 'loginOrCreate' | 'send', field: 'phone_number' | 'email', value: string, checks: UsageCheck[], options: object) {
    checkUsage(`otps.${channel}.${call}`, [[field, value, 'string'], ...checks]);
    const path = call === 'loginOrCreate' ? `/otps/${channel}/login_or_create` : `/otps/${channel}/send/${sendVariant(ctx)}`;
    // The reference SDK fingerprints phone sends; an email passcode carries the captcha token alone.
    const protect = channel === 'email' ? 'captcha' : 'dfp';
    return ctx.network.request<OtpSendResponse>({ method: 'POST', path, body: compact({ [field]: value, ...options }), protect, answer: 'sent' });
  }

  const phoneChecks = (options: PhoneOtpOptions): UsageCheck[] => [
    ['expiration_minutes', options.expiration_minutes, 'number', 'optional'],
    ['locale', options.locale, 'string', 'optional'],
  ];
  const emailChecks = (options: EmailOtpOptions): UsageCheck[] => [
    ['expiration_minutes', options.expiration_minutes, 'number', 'optional'],
    ['login_template_id', options.login_template_id, 'string', 'optional'],
    ['signup_template_id', options.signup_template_id, 'string', 'optional'],
    ['locale', options.locale, 'string', 'optional'],
  ];

  /** The two calls of a phone channel; the number is E.164 (`parsePhoneNumber` gives it). */
  const phoneChannel = (channel: 'sms' | 'whatsapp') => ({
    /** Sends a passcode to the number, creating the user when the number is new. */
    loginOrCreate(phone_number: string, options: PhoneOtpOptions = {}): Promise<OtpSendResponse> {
      return send(channel, 'loginOrCreate', 'phone_number', phone_number, phoneChecks(options), options);
    },
    /** Sends a passcode: to an existing user without a session, or to add the number to the signed-in user. */
    send(phone_number: string, options: PhoneOtpOptions = {}): Promise<OtpSendResponse> {
      return send(channel, 'send', 'phone_number', phone_number, phoneChecks(options), options);
    },
  });

  return {
    sms: phoneChannel('sms'),
    whatsapp: phoneChannel('whatsapp'),
    email: {
      /** Sends a passcode to the email, creating the user when the email is new. */
      loginOrCreate(email: string, options: EmailOtpOptions = {}): Promise<OtpSendResponse> {
        return send('email', 'loginOrCreate', 'email', email, emailChecks(options), options);
      },
      /** Sends a passcode: to an existing user without a session, or to add the email to the signed-in user. */
      send(email: string, options: EmailOtpOptions = {}): Promise<OtpSendResponse> {
        return send('email', 'send', 'email', email, emailChecks(options), options);
      },
    },
    /**
     * `POST /otps/authenticate`: checks the passcode sent on `method_id` (the widget's `code` goes as `token`) and
     * signs the user in.
     */
    async authenticate(code: string, method_id: string, options: { session_duration_minutes: number }): Promise<OtpAuthenticateResponse> {
      checkUsage('otps.authenticate', [
        ['code', code, 'string'],
        ['method_id', method_id, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number'],
      ]);
      return authenticateCall<OtpAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/otps/authenticate',
        protect: 'dfp',
        body: { token: code, method_id, session_duration_minutes: options.session_duration_minutes },
      });
    },
  };
}

/** The `otps` namespace of a client. */
export type OtpsApi = ReturnType<typeof createOtpsApi>;
