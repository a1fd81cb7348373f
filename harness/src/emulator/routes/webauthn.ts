import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorSelectionCriteria,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ApiError } from '../errors.ts';
import type { RouteContext, Router } from '../router.ts';
import { authResponse, withReferenceUser, requireSession, sessionMinutes } from '../sessions.ts';
import {
  inMinutes,
  isExpired,
  newId,
  type ChallengeRecord,
  type Store,
  type UserRecord,
  type WebauthnRegistration,
} from '../store.ts';
import { BOT_PROTECTION_FIELDS } from '../botProtection/fields.ts';
import { parseBody } from '../validate.ts';
import {
  SUPPORTED_ALGORITHM_IDS,
  checkRpId,
  clientDataOf,
  originForRpId,
  parseCredentialJson,
  signCountOf,
} from '../verify/webauthn.ts';

/** How long a ceremony may take; also the `timeout` the browser is given. */
const CEREMONY_MINUTES = 5;

/** Registration names are shown and edited in the widget's passkey list. */
const MAX_NAME_LENGTH = 64;

type CeremonyKind = 'webauthn_register' | 'webauthn_authenticate';

const registrationFailed = (message: string) => new ApiError(400, 'webauthn_registration_failed', message);
const authenticationFailed = (message: string) => new ApiError(400, 'webauthn_authentication_failed', message);

/** A registration as responses show it: the credential (public key, counter) never leaves the emulator. */
function publicRegistration({ credential: _credential, ...registration }: WebauthnRegistration) {
  return registration;
}

function checkAuthenticatorType(value: string | undefined): 'platform' | 'cross-platform' | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'platform' || value === 'cross-platform') return value;
  throw new ApiError(400, 'invalid_authenticator_type', 'authenticator_type must be "platform" or "cross-platform".');
}

/** Stores a ceremony's challenge, single-use and expiring; expired ones of either ceremony are dropped here. */
function storeChallenge(
  ctx: RouteContext,
  kind: CeremonyKind,
  challenge: string,
  userId: string | null,
  details: Record<string, unknown>,
): void {
  const { store } = ctx;
  store.sweepExpiredChallenges('webauthn');
  store.putChallenge(`webauthn-${challenge}`, {
    challenge,
    kind,
    user_id: userId,
    expires_at: inMinutes(store.clock, CEREMONY_MINUTES),
    details,
  });
}

/**
 * Takes the pending challenge a credential answers (found by the challenge inside its clientDataJSON). A
 * challenge answers one response, right or wrong; one issued to another user is left alone.
 */
function takeChallenge(
  store: Store,
  kind: CeremonyKind,
  challenge: string,
  userId: string | null,
  fail: (message: string) => ApiError,
): ChallengeRecord {
  const key = `webauthn-${challenge}`;
  const record = store.state.challenges[key];
  if (!record || record.kind !== kind) {
    throw fail('The credential answers no pending challenge: start the ceremony again (a challenge can be used once).');
  }
  if (userId !== null && record.user_id !== null && record.user_id !== userId) {
    throw fail('The credential answers a challenge issued to another user.');
  }
  store.deleteChallenge(key);
  if (isExpired(store.clock, record.expires_at)) throw fail('The challenge has expired: start the ceremony again.');
  return record;
}

/** The origin a credential was made on, checked against the RP ID the ceremony was started for. */
function checkedOrigin(origin: string, rpId: string, fail: (message: string) => ApiError): string {
  const checked = originForRpId(origin, rpId);
  if (!checked) {
    throw fail(`The credential was made on ${origin}, which is not an origin of domain ${rpId} (https, or http on localhost).`);
  }
  return checked;
}

/** The default name of a new registration, which the user can change in the passkey list. */
function defaultName(store: Store, passkey: boolean, authenticatorType: string): string {
  const label = passkey ? 'Passkey' : authenticatorType === 'platform' ? 'Platform authenticator' : 'Security key';
  return `${label} (${store.nowIso().slice(0, 10)})`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'verification failed';
}


/** The answer of a registration or a passkey login: a session with the webauthn factor, and the registration id. */
async function webauthnSignIn(ctx: RouteContext, user: UserRecord, registration: WebauthnRegistration, minutes: number) {
  return withReferenceUser(
    await authResponse(
      ctx,
      user,
      {
        type: 'webauthn',
        delivery_method: 'webauthn_registration',
        webauthn_factor: {
          webauthn_registration_id: registration.webauthn_registration_id,
          domain: registration.domain,
          user_agent: registration.user_agent,
        },
      },
      minutes,
      { webauthn_registration_id: registration.webauthn_registration_id },
    ),
  );
}

/** WebAuthn and passkeys: registration and authentication ceremonies, and renaming. */
export function registerWebauthnRoutes(router: Router): void {
  router.sdk(
    'POST',
    '/webauthn/register/start',
    async (ctx) => {
      const body = parseBody(ctx.body, {
        domain: 'string',
        authenticator_type: 'string?',
        return_passkey_credential_options: 'boolean?',
        user_agent: 'string?',
        override_id: 'string?',
        override_name: 'string?',
        override_display_name: 'string?',
      });
      const { user } = requireSession(ctx);
      const rpId = checkRpId(ctx.store.project, body.domain);
      const attachment = checkAuthenticatorType(body.authenticator_type);
      const passkey = body.return_passkey_credential_options === true;
      // A passkey is a discoverable credential (it signs in without a username); a second factor need not be.
      const selection: AuthenticatorSelectionCriteria = passkey
        ? { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' }
        : { residentKey: 'discouraged', requireResidentKey: false, userVerification: 'discouraged' };
      if (attachment) selection.authenticatorAttachment = attachment;
      const userName = body.override_name ?? user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
      const fullName = [user.name.first_name, user.name.last_name].filter(Boolean).join(' ');
      const options = await generateRegistrationOptions({
        rpName: ctx.store.project.name,
        rpID: rpId,
        userName,
        userID: new TextEncoder().encode(body.override_id ?? user.user_id),
        userDisplayName: body.override_display_name ?? (fullName || userName),
        timeout: CEREMONY_MINUTES * 60_000,
        attestationType: 'none',
        // The browser refuses an authenticator that already holds one of these (InvalidStateError).
        excludeCredentials: user.webauthn_registrations
          .filter((r) => r.domain === rpId)
          .map((r) => ({ id: r.credential.id, transports: r.credential.transports })),
        authenticatorSelection: selection,
        supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
      });
      storeChallenge(ctx, 'webauthn_register', options.challenge, user.user_id, {
        domain: rpId,
        user_agent: body.user_agent ?? ctx.req.headers['user-agent'] ?? '',
        authenticator_type: attachment ?? '',
        passkey,
        user_verification: selection.userVerification,
      });
      return {
        user_id: user.user_id,
        // The provider returns the options as a JSON string, not an object: the client JSON.parses it and hands
        // the result to the browser (`PublicKeyCredentialCreationOptionsJSON`).
        public_key_credential_creation_options: JSON.stringify(options),
      };
    },
    { session: 'required' },
  );

  router.sdk(
    'POST',
    '/webauthn/register',
    async (ctx) => {
      const body = parseBody(ctx.body, { public_key_credential: 'string', session_duration_minutes: 'number?' });
      const { user } = requireSession(ctx);
      const minutes = sessionMinutes(body.session_duration_minutes);
      const credential = parseCredentialJson(body.public_key_credential, 'registration');
      const client = clientDataOf(credential);
      const record = takeChallenge(ctx.store, 'webauthn_register', client.challenge, user.user_id, registrationFailed);
      const rpId = String(record.details.domain);
      const origin = checkedOrigin(client.origin, rpId, registrationFailed);
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response: credential as unknown as RegistrationResponseJSON,
          expectedChallenge: record.challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          requireUserVerification: record.details.user_verification === 'required',
          supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
        });
        if (!result.verified) throw new Error('The attestation could not be verified.');
        info = result.registrationInfo;
      } catch (error) {
        throw registrationFailed(`The credential could not be verified: ${errorText(error)}`);
      }
      if (ctx.store.findWebauthnRegistration(info.credential.id)) {
        throw new ApiError(409, 'duplicate_webauthn_registration', 'This credential is already registered.');
      }
      const authenticatorType = String(record.details.authenticator_type || credential.authenticatorAttachment || '');
      const registration: WebauthnRegistration = {
        webauthn_registration_id: newId('webauthn-registration'),
        name: defaultName(ctx.store, record.details.passkey === true, authenticatorType),
        domain: rpId,
        user_agent: String(record.details.user_agent ?? ''),
        authenticator_type: authenticatorType,
        verified: true,
        credential: {
          id: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
        },
      };
      ctx.store.addWebauthnRegistration(user, registration);
      return webauthnSignIn(ctx, user, registration, minutes);
    },
    { session: 'required' },
  );

  const startAuthentication = (secondary: boolean) => async (ctx: RouteContext) => {
    const body = parseBody(ctx.body, { domain: 'string', return_passkey_credential_options: 'boolean?' });
    const rpId = checkRpId(ctx.store.project, body.domain);
    const passkey = body.return_passkey_credential_options === true;
    let userId: string | null = null;
    let allowCredentials: { id: string; transports: string[] }[] = [];
    if (secondary) {
      const { user } = requireSession(ctx);
      userId = user.user_id;
      allowCredentials = user.webauthn_registrations
        .filter((r) => r.domain === rpId)
        .map((r) => ({ id: r.credential.id, transports: r.credential.transports }));
      if (allowCredentials.length === 0) {
        throw new ApiError(404, 'webauthn_registration_not_found', `The user has no WebAuthn registration for domain ${rpId}.`);
      }
    }
    // Primary sign-in names no user, so the browser offers the discoverable credentials (passkeys) of the RP ID.
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      allowCredentials,
      timeout: CEREMONY_MINUTES * 60_000,
      userVerification: passkey ? 'preferred' : 'discouraged',
    });
    storeChallenge(ctx, 'webauthn_authenticate', options.challenge, userId, {
      domain: rpId,
      user_verification: options.userVerification,
    });
    // A JSON string, as for registration: the client JSON.parses it (`PublicKeyCredentialRequestOptionsJSON`).
    return { public_key_credential_request_options: JSON.stringify(options) };
  };
  router.sdk('POST', '/webauthn/authenticate/start/primary', startAuthentication(false));
  router.sdk('POST', '/webauthn/authenticate/start/secondary', startAuthentication(true), { session: 'required' });

  router.sdk(
    'POST',
    '/webauthn/authenticate',
    async (ctx) => {
      const body = parseBody(ctx.body, {
        public_key_credential: 'string',
        session_duration_minutes: 'number?',
        ...BOT_PROTECTION_FIELDS,
      });
      const minutes = sessionMinutes(body.session_duration_minutes);
      const credential = parseCredentialJson(body.public_key_credential, 'authentication');
      const found = ctx.store.findWebauthnRegistration(credential.id);
      if (!found) {
        throw new ApiError(
          404,
          'webauthn_registration_not_found',
          'No WebAuthn registration has this credential: it may have been deleted from the account.',
        );
      }
      const { user, registration } = found;
      const client = clientDataOf(credential);
      const record = takeChallenge(ctx.store, 'webauthn_authenticate', client.challenge, null, authenticationFailed);
      // A secondary ceremony was started for the signed-in user: only that user's credentials answer it.
      if (record.user_id !== null && record.user_id !== user.user_id) {
        throw authenticationFailed('The credential belongs to another user than the one the ceremony was started for.');
      }
      const rpId = String(record.details.domain);
      if (registration.domain !== rpId) {
        throw authenticationFailed(`The credential was registered for domain ${registration.domain}, not ${rpId}.`);
      }
      const origin = checkedOrigin(client.origin, rpId, authenticationFailed);
      // WebAuthn section 7.2 step 22: a counter that does not grow means a replayed assertion or a cloned key.
      const signCount = signCountOf(String(credential.response.authenticatorData));
      const stored = registration.credential.counter;
      if (signCount !== null && (signCount > 0 || stored > 0) && signCount <= stored) {
        throw authenticationFailed(
          `The signature counter ${signCount} is not above the stored ${stored}: a replayed assertion or a cloned authenticator.`,
        );
      }
      let newCounter: number;
      try {
        const result = await verifyAuthenticationResponse({
          response: credential as unknown as AuthenticationResponseJSON,
          expectedChallenge: record.challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: registration.credential.id,
            publicKey: Buffer.from(registration.credential.publicKey, 'base64url'),
            counter: stored,
            transports: registration.credential.transports,
          },
          requireUserVerification: record.details.user_verification === 'required',
        });
        if (!result.verified) throw new Error('the signature does not match the registered public key.');
        newCounter = result.authenticationInfo.newCounter;
      } catch (error) {
        throw authenticationFailed(`The credential could not be verified: ${errorText(error)}`);
      }
      registration.credential.counter = newCounter;
      return webauthnSignIn(ctx, user, registration, minutes);
    },
  );

  router.sdk(
    'PUT',
    '/webauthn/update/:webauthn_registration_id',
    (ctx) => {
      const body = parseBody(ctx.body, { name: 'string' });
      const { user } = requireSession(ctx);
      const name = body.name.trim();
      if (name.length < 1 || name.length > MAX_NAME_LENGTH) {
        throw new ApiError(400, 'invalid_webauthn_registration_name', `name must be 1 to ${MAX_NAME_LENGTH} characters.`);
      }
      const registration = user.webauthn_registrations.find(
        (r) => r.webauthn_registration_id === ctx.params.webauthn_registration_id,
      );
      if (!registration) {
        throw new ApiError(404, 'webauthn_registration_not_found', 'The signed-in user has no WebAuthn registration with this id.');
      }
      registration.name = name;
      return { webauthn_registration: publicRegistration(registration) };
    },
    { session: 'required' },
  );
}
