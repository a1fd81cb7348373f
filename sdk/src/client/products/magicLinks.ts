import type { PkceFlow } from '../core/pkce.ts';
import type { AuthenticateResponse, BaseResponse } from '../../protocol/types.ts';
import type { UsageCheck } from '../core/usage.ts';
import {
  authenticateCall,
  checkUsage,
  compact,
  mentionsPkce,
  pkceStore,
  sendVariant,
  withMissingPkce,
  type ClientContext,
} from '../core/kernel.ts';

/** Options of the magic-link send calls (the widget's `emailMagicLinksOptions`). */
export interface MagicLinkSendOptions {
  login_magic_link_url?: string;
  signup_magic_link_url?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  create_user_as_pending?: boolean;
  locale?: string;
}

/** The answer of a magic-link send. */
export interface MagicLinkSendResponse extends BaseResponse {
  user_id: string;
  email_id: string;
  user_created: boolean;
}

/** The answer of `POST /magic_links/authenticate`. */
export interface MagicLinkAuthenticateResponse extends AuthenticateResponse {
  method_id?: string;
  email_id?: string;
  reset_sessions?: boolean;
}

/** The type checks of a send: the email and every option the caller gave. */
function sendChecks(email: unknown, options: MagicLinkSendOptions): UsageCheck[] {
  return [
    ['email', email, 'string'],
    ['login_magic_link_url', options.login_magic_link_url, 'string', 'optional'],
    ['signup_magic_link_url', options.signup_magic_link_url, 'string', 'optional'],
    ['login_expiration_minutes', options.login_expiration_minutes, 'number', 'optional'],
    ['signup_expiration_minutes', options.signup_expiration_minutes, 'number', 'optional'],
    ['login_template_id', options.login_template_id, 'string', 'optional'],
    ['signup_template_id', options.signup_template_id, 'string', 'optional'],
    ['create_user_as_pending', options.create_user_as_pending, 'boolean', 'optional'],
    ['locale', options.locale, 'string', 'optional'],
  ];
}

/** The `magicLinks` namespace: email magic links sent, then authenticated when the user follows one. */
export function createMagicLinksApi(ctx: ClientContext) {
  /**
   * One send call. When the project requires PKCE for magic links, the pair is created and stored before the
   * call, so the browser that follows the link can prove it started the flow.
   */
  async function send(method: string, path: string, email: string, options: MagicLinkSendOptions): Promise<MagicLinkSendResponse> {
    checkUsage(method, sendChecks(email, options));
    const bootstrap = await ctx.bootstrap.get();
    const pair = bootstrap.pkce_required_for_email_magic_links ? await (await pkceStore(ctx)).start('magic_links') : null;
    return ctx.network.request<MagicLinkSendResponse>({
      method: 'POST',
      path,
      body: compact({ email, ...options, code_challenge: pair?.code_challenge }),
      protect: 'dfp',
    });
  }

  return {
    email: {
      /** `POST /magic_links/email/login_or_create`: a login link for a known email, a signup link otherwise. */
      loginOrCreate(email: string, options: MagicLinkSendOptions = {}): Promise<MagicLinkSendResponse> {
        return send('magicLinks.email.loginOrCreate', '/magic_links/email/login_or_create', email, options);
      },
      /**
       * `POST /magic_links/email/send/primary` without a session (a login link to an existing user);
       * `send/secondary` with one (adds the email to the signed-in user when the link is followed).
       */
      send(email: string, options: MagicLinkSendOptions = {}): Promise<MagicLinkSendResponse> {
        return send('magicLinks.email.send', `/magic_links/email/send/${sendVariant(ctx)}`, email, options);
      },
    },

    /**
     * `POST /magic_links/authenticate`: signs the user in with the token of a followed link. A password-reset email
     * carries a token this call also takes ("Login without a password"), so the password-reset PKCE verifier is
     * tried first; when the provider refuses it for PKCE, the magic-link verifier is tried once.
     * The pair that worked is cleared.
     */
    async authenticate(token: string, options: { session_duration_minutes: number }): Promise<MagicLinkAuthenticateResponse> {
      checkUsage('magicLinks.authenticate', [
        ['token', token, 'string'],
        ['session_duration_minutes', options?.session_duration_minutes, 'number'],
      ]);
      const pkce = await pkceStore(ctx);
      const attempt = (flow: PkceFlow | null) =>
        authenticateCall<MagicLinkAuthenticateResponse>(ctx, {
          method: 'POST',
          path: '/magic_links/authenticate',
          body: compact({
            token,
            session_duration_minutes: options.session_duration_minutes,
            code_verifier: flow ? pkce.get(flow)?.code_verifier : undefined,
          }),
        });
      const resetPair = pkce.get('passwords');
      const linkPair = pkce.get('magic_links');
      let used: PkceFlow | null = resetPair ? 'passwords' : linkPair ? 'magic_links' : null;
      let response: MagicLinkAuthenticateResponse;
      try {
        response = await attempt(used);
      } catch (error) {
        if (used !== 'passwords' || !mentionsPkce(error)) throw withMissingPkce(error, used !== null);
        // The reset pair did not fit: this is a magic link. Try its pair, or none when this browser has none.
        used = linkPair ? 'magic_links' : null;
        try {
          response = await attempt(used);
        } catch (retryError) {
          throw withMissingPkce(retryError, used !== null);
        }
      }
      if (used) pkce.clear(used);
      return response;
    },
  };
}

/** The `magicLinks` namespace of a client. */
export type MagicLinksApi = ReturnType<typeof createMagicLinksApi>;
