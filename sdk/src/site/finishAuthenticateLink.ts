import type { AuthClient } from '../client/createAuthClient.ts';
import { LINK_TOKEN_TYPES } from '../protocol/linkTokenTypes.ts';
import type { AuthenticateLink } from './authenticateLink.ts';
import { isMagicLinkType, unknownLinkType } from './authenticateStep.ts';

export interface FinishAuthenticateLinkOptions {
  client: AuthClient;
  link: AuthenticateLink;
  /** The session's length, as the widget's `sessionOptions.sessionDurationMinutes`. */
  sessionDurationMinutes: number;
}

/** Each token's use on this page: one call, whoever asks and however often (StrictMode, a remount). */
const uses = new Map<string, Promise<void>>();

/** Where this tab remembers the links it signed in with, by fingerprint (never the token itself). */
const FINISHED_KEY = 'auth-widget:finished-links';
/** Enough for the links one tab follows; the oldest are forgotten first. */
const FINISHED_KEPT = 20;

/** A 64-bit FNV-1a fingerprint of a token: enough to recognise it, nothing to replay. */
function fingerprint(token: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < token.length; i++) hash = ((hash ^ BigInt(token.charCodeAt(i))) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash.toString(36);
}

/** The fingerprints of the links this tab signed in with; none where sessionStorage is refused (a sandboxed frame). */
function finishedLinks(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(FINISHED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function rememberFinished(token: string): void {
  try {
    sessionStorage.setItem(FINISHED_KEY, JSON.stringify([...finishedLinks(), fingerprint(token)].slice(-FINISHED_KEPT)));
  } catch {
    // Without sessionStorage a link opened again is sent again, and the provider says it was used.
  }
}

/** Whether a token is being used, or was, on this page. */
export function linkStarted(token: string): boolean {
  return uses.has(token);
}

/**
 * Uses a magic link (`magicLinks.authenticate`) or an OAuth redirect (`oauth.authenticate`) once per page: later
 * calls for the same token get the first call's promise. A link this tab already signed in with, opened again while
 * that session lasts, resolves without a call (the provider would refuse the spent token). Rejects with the client's
 * `AuthError`, or `unknown_link_type` for another token type.
 */
export function finishAuthenticateLink({ client, link, sessionDurationMinutes }: FinishAuthenticateLinkOptions): Promise<void> {
  let use = uses.get(link.token);
  if (!use) {
    use = (async () => {
      if (client.session.getSync() && finishedLinks().includes(fingerprint(link.token))) return;
      const options = { session_duration_minutes: sessionDurationMinutes };
      if (isMagicLinkType(link.tokenType)) await client.magicLinks.authenticate(link.token, options);
      else if (link.tokenType === LINK_TOKEN_TYPES.oauth) await client.oauth.authenticate(link.token, options);
      else throw unknownLinkType(link.tokenType);
      rememberFinished(link.token);
    })();
    uses.set(link.token, use);
  }
  return use;
}
