import type { AuthenticateResponse, BaseResponse, PasswordStrengthCheckResponse } from '../../protocol/types.ts';
import { authenticateCall, checkUsage, compact, pkceStore, withMissingPkce, type ClientContext } from '../core/kernel.ts';

/** Options of `passwords.create` and `passwords.authenticate`. */
export interface PasswordCredentialsOptions {
  email: string;
  password: string;
  session_duration_minutes?: number;
}

/** Options of `passwords.resetByEmailStart`. */
export interface PasswordResetStartOptions {
  email: string;
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: string;
}

/** The answer of a reset start: the email went out. */
export interface PasswordResetStartResponse extends BaseResponse {
  user_id?: string;
  email_id?: string;
}

/** Options of `passwords.resetByEmail`: the token of the reset link and the new password. */
export interface PasswordResetByEmailOptions {
  token: string;
  password: string;
  session_duration_minutes?: number;
}

/** Options of `passwords.resetByExistingPassword`. */
export interface PasswordResetByExistingOptions {
  email: string;
  existing_password: string;
  new_password: string;
  session_duration_minutes?: number;
}

/** Options of `passwords.resetBySession`: the signed-in user sets a new password. */
export interface PasswordResetBySessionOptions {
  password: string;
  session_duration_minutes?: number;
}

/** Options of `passwords.strengthCheck`. */
export interface PasswordStrengthCheckOptions {
  email?: string;
  password: string;
}

/** The answer of every password call that signs the user in. */
export interface PasswordAuthenticateResponse extends AuthenticateResponse {
  email_id?: string | null;
}

/** The `passwords` namespace: create, log in, the three resets and the strength check. */
export function createPasswordsApi(ctx: ClientContext) {
  /** Create and authenticate take the same fields and checks. */
  async function credentialsCall(method: string, path: string, options: PasswordCredentialsOptions): Promise<PasswordAuthenticateResponse> {
    checkUsage(method, [
      ['email', options?.email, 'string'],
      ['password', options?.password, 'string'],
      ['session_duration_minutes', options?.session_duration_minutes, 'number', 'optional'],
    ]);
    return authenticateCall<PasswordAuthenticateResponse>(ctx, {
      method: 'POST',
      path,
      body: compact({ email: options.email, password: options.password, session_duration_minutes: options.session_duration_minutes }),
      protect: 'dfp',
    });
  }

  return {
    /** `POST /passwords`: creates a user with an email and password and signs them in. */
    create(options: PasswordCredentialsOptions): Promise<PasswordAuthenticateResponse> {
      return credentialsCall('passwords.create', '/passwords', options);
    },
    /**
     * `POST /passwords/authenticate`: signs in with email and password. An error of type `reset_password` means the
     * password was breached: the user must reset it.
     */
    authenticate(options: PasswordCredentialsOptions): Promise<PasswordAuthenticateResponse> {
      return credentialsCall('passwords.authenticate', '/passwords/authenticate', options);
    },
    /**
     * `POST /passwords/email/reset/start`: emails a reset link. When the project requires PKCE for resets, the pair
     * is created and stored before the call.
     */
    async resetByEmailStart(options: PasswordResetStartOptions): Promise<PasswordResetStartResponse> {
      checkUsage('passwords.resetByEmailStart', [
        ['email', options?.email, 'string'],
        ['login_redirect_url', options?.login_redirect_url, 'string', 'optional'],
        ['reset_password_redirect_url', options?.reset_password_redirect_url, 'string', 'optional'],
        ['reset_password_expiration_minutes', options?.reset_password_expiration_minutes, 'number', 'optional'],
        ['reset_password_template_id', options?.reset_password_template_id, 'string', 'optional'],
        ['locale', options?.locale, 'string', 'optional'],
      ]);
      const bootstrap = await ctx.bootstrap.get();
      const pair = bootstrap.pkce_required_for_password_resets ? await (await pkceStore(ctx)).start('passwords') : null;
      return ctx.network.request<PasswordResetStartResponse>({
        method: 'POST',
        path: '/passwords/email/reset/start',
        protect: 'dfp',
        body: compact({ ...options, code_challenge: pair?.code_challenge }),
      });
    },
    /**
     * `POST /passwords/email/reset`: sets the new password with the reset link's token and signs the user in.
     * Sends the stored reset verifier and clears it once the reset is done.
     */
    async resetByEmail(options: PasswordResetByEmailOptions): Promise<PasswordAuthenticateResponse> {
      checkUsage('passwords.resetByEmail', [
        ['token', options?.token, 'string'],
        ['password', options?.password, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number', 'optional'],
      ]);
      const pair = (await pkceStore(ctx)).get('passwords');
      try {
        const response = await authenticateCall<PasswordAuthenticateResponse>(ctx, {
          method: 'POST',
          path: '/passwords/email/reset',
          protect: 'dfp',
          body: compact({
            token: options.token,
            password: options.password,
            session_duration_minutes: options.session_duration_minutes,
            code_verifier: pair?.code_verifier,
          }),
        });
        (await pkceStore(ctx)).clear('passwords');
        return response;
      } catch (error) {
        throw withMissingPkce(error, pair !== null);
      }
    },
    /** `POST /passwords/existing_password/reset`: replaces a known password and signs the user in. */
    async resetByExistingPassword(options: PasswordResetByExistingOptions): Promise<PasswordAuthenticateResponse> {
      checkUsage('passwords.resetByExistingPassword', [
        ['email', options?.email, 'string'],
        ['existing_password', options?.existing_password, 'string'],
        ['new_password', options?.new_password, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number', 'optional'],
      ]);
      return authenticateCall<PasswordAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/passwords/existing_password/reset',
        protect: 'dfp',
        body: compact({
          email: options.email,
          existing_password: options.existing_password,
          new_password: options.new_password,
          session_duration_minutes: options.session_duration_minutes,
        }),
      });
    },
    /** `POST /passwords/session/reset`: the signed-in user sets a new password. */
    async resetBySession(options: PasswordResetBySessionOptions): Promise<PasswordAuthenticateResponse> {
      checkUsage('passwords.resetBySession', [
        ['password', options?.password, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number', 'optional'],
      ]);
      return authenticateCall<PasswordAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/passwords/session/reset',
        protect: 'dfp',
        needsSession: true,
        body: compact({ password: options.password, session_duration_minutes: options.session_duration_minutes }),
      });
    },
    /**
     * `POST /passwords/strength_check`: the score and feedback the password form shows, by the project's policy.
     * An `invalid_email` error is for the email field.
     */
    async strengthCheck(options: PasswordStrengthCheckOptions): Promise<PasswordStrengthCheckResponse> {
      checkUsage('passwords.strengthCheck', [
        ['email', options?.email, 'string', 'optional'],
        ['password', options?.password, 'string'],
      ]);
      return ctx.network.request<PasswordStrengthCheckResponse>({
        method: 'POST',
        path: '/passwords/strength_check',
        answer: 'strength',
        body: compact({ email: options.email, password: options.password }),
      });
    },
  };
}

/** The `passwords` namespace of a client. */
export type PasswordsApi = ReturnType<typeof createPasswordsApi>;
