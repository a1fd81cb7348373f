import { errors as joseErrors, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';
import { ApiError } from '../errors.ts';
import type { EmulatorRuntime } from '../runtime.ts';

/** The issuer Google puts in its ID tokens; Google documents both spellings as valid. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
const GOOGLE_ISSUERS = [GOOGLE_ISSUER, 'accounts.google.com'];

/** How long a Google ID token is valid, as Google issues them. */
export const GOOGLE_ID_TOKEN_SECONDS = 3600;

/** The emulator's stand-in for Google's signing key: RS256, as Google signs its ID tokens. */
interface GoogleKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** One key per running emulator, made on first use (a reset keeps it, so tokens already handed out stay valid). */
const keys = new WeakMap<EmulatorRuntime, Promise<GoogleKey>>();

function googleKey(runtime: EmulatorRuntime): Promise<GoogleKey> {
  let key = keys.get(runtime);
  if (!key) {
    key = (async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      const kid = `google-test-${crypto.randomUUID()}`;
      return { kid, privateKey, publicKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
    })();
    keys.set(runtime, key);
  }
  return key;
}

/** The public half of the key, as Google serves its certificates (a JWKS). */
export async function googleJwks(runtime: EmulatorRuntime): Promise<{ keys: JWK[] }> {
  return { keys: [(await googleKey(runtime)).publicJwk] };
}

/** The Google account an ID token names. */
export interface GoogleAccount {
  email: string;
  name: string;
  /** Google's stable subject for the account. */
  sub: string;
}

/** A Google ID token for an account and a client, as Google's One Tap hands it to the page (`credential`). */
export async function signGoogleIdToken(
  runtime: EmulatorRuntime,
  claims: { clientId: string; account: GoogleAccount; nowMs: number; lifetimeSeconds?: number },
): Promise<string> {
  const key = await googleKey(runtime);
  const iat = Math.floor(claims.nowMs / 1000);
  const [given] = claims.account.name.split(' ');
  return new SignJWT({
    azp: claims.clientId,
    email: claims.account.email,
    email_verified: true,
    name: claims.account.name,
    ...(given ? { given_name: given } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(GOOGLE_ISSUER)
    .setAudience(claims.clientId)
    .setSubject(claims.account.sub)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (claims.lifetimeSeconds ?? GOOGLE_ID_TOKEN_SECONDS))
    .sign(key.privateKey);
}

/**
 * Verifies a Google ID token as a provider must before trusting it: Google's signature, Google as the issuer, the
 * project's Google client as the audience, not expired (on the emulator's clock), and a verified email.
 */
export async function verifyGoogleIdToken(
  runtime: EmulatorRuntime,
  token: string,
  options: { clientId: string; nowMs: number },
): Promise<{ email: string; name: string; sub: string }> {
  const key = await googleKey(runtime);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key.publicKey, {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
      currentDate: new Date(options.nowMs),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw new ApiError(400, 'invalid_google_id_token', `The Google ID token was refused: ${refusal(error)}.`);
  }
  const { email, email_verified: verified, name, sub } = payload;
  if (typeof email !== 'string' || typeof sub !== 'string' || verified !== true) {
    throw new ApiError(400, 'invalid_google_id_token', 'The Google ID token was refused: it names no verified email.');
  }
  return { email, name: typeof name === 'string' ? name : '', sub };
}

/** Why jose refused a token, in words an integrator can act on. */
function refusal(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'it has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'its audience is not the project\'s Google client ID';
    if (error.claim === 'iss') return 'it was not issued by Google';
    return `its ${error.claim} claim is not valid`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'its signature is not Google\'s';
  return 'it is not a signed JWT';
}
