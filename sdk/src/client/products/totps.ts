import type { AuthenticateResponse, BaseResponse } from '../../protocol/types.ts';
import type { AnswerWithUser } from '../core/userOf.ts';
import { authenticateCall, checkUsage, compact, userOf, type ClientContext } from '../core/kernel.ts';

/** The answer of `POST /totps`: what an authenticator app needs, shown once. */
export interface TotpCreateResponse extends BaseResponse, AnswerWithUser {
  user_id: string;
  totp_id: string;
  /** Base32 secret for manual entry. */
  secret: string;
  /** A data URL of the `otpauth://` QR code. */
  qr_code: string;
  recovery_codes: string[];
}

/** The answer of `POST /totps/recovery_codes`. */
export interface TotpRecoveryCodesResponse extends BaseResponse {
  user_id: string;
  totps: { totp_id: string; verified: boolean; recovery_codes: string[] }[];
}

/** The answer of a TOTP or recovery-code login. */
export interface TotpAuthenticateResponse extends AuthenticateResponse {
  totp_id?: string;
  recovery_codes_remaining?: number;
}

/** The `totps` namespace: TOTP (RFC 6238) enrolment, second-factor login and recovery codes. */
export function createTotpsApi(ctx: ClientContext) {
  return {
    /**
     * `POST /totps`: enrols a TOTP for the signed-in user; it must be verified within `expiration_minutes`. The
     * answer's user (in `__user`) replaces the stored one, so factor lists show the new TOTP at once.
     */
    async create(options: { expiration_minutes: number }): Promise<TotpCreateResponse> {
      checkUsage('totps.create', [['expiration_minutes', options?.expiration_minutes, 'number']]);
      const answer = await ctx.network.request<TotpCreateResponse>({
        method: 'POST',
        path: '/totps',
        answer: 'totpCreate',
        body: { expiration_minutes: options.expiration_minutes },
        needsSession: true,
      });
      const user = userOf(answer);
      if (user) await ctx.session.setUser(user);
      return answer;
    },
    /** `POST /totps/authenticate`: checks a code of the authenticator app (verifying a new enrolment) and signs in. */
    async authenticate(options: { totp_code: string; session_duration_minutes?: number }): Promise<TotpAuthenticateResponse> {
      checkUsage('totps.authenticate', [
        ['totp_code', options?.totp_code, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number', 'optional'],
      ]);
      return authenticateCall<TotpAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/totps/authenticate',
        protect: 'dfp',
        body: compact({ totp_code: options.totp_code, session_duration_minutes: options.session_duration_minutes }),
      });
    },
    /**
     * `POST /totps/recovery_codes`: the unused recovery codes of the signed-in user's TOTPs. Sent without a body, as
     * the reference provider's SDK sends it.
     */
    async recoveryCodes(): Promise<TotpRecoveryCodesResponse> {
      return ctx.network.request<TotpRecoveryCodesResponse>({ method: 'POST', path: '/totps/recovery_codes', needsSession: true, answer: 'recoveryCodes' });
    },
    /** `POST /totps/recover`: signs in with a single-use recovery code instead of a TOTP code. */
    async recover(options: { recovery_code: string; session_duration_minutes?: number }): Promise<TotpAuthenticateResponse> {
      checkUsage('totps.recover', [
        ['recovery_code', options?.recovery_code, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number', 'optional'],
      ]);
      return authenticateCall<TotpAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/totps/recover',
        protect: 'dfp',
        body: compact({ recovery_code: options.recovery_code, session_duration_minutes: options.session_duration_minutes }),
      });
    },
  };
}

/** The `totps` namespace of a client. */
export type TotpsApi = ReturnType<typeof createTotpsApi>;
