import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { encodeCbor, type CborValue } from './cbor.ts';

/** COSE algorithm ES256 (RFC 9053): ECDSA with P-256 and SHA-256, the one every authenticator supports. */
const ES256 = -7;

/** Authenticator data flags (WebAuthn section 6.1). */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/** A credential the authenticator holds: a P-256 key scoped to one RP ID. */
export interface SoftCredential {
  /** Credential id, base64url. */
  id: string;
  rpId: string;
  /** The `user.id` of the creation options (base64url), returned as `userHandle` in assertions. */
  userHandle: string;
  privateKey: KeyObject;
  /** Signature counter; the next assertion reports it plus one. */
  counter: number;
  /**
   * A discoverable (resident) credential, a passkey: offered when the request names no credential. A credential
   * made for `residentKey: 'discouraged'` is found only through `allowCredentials`, as on a real authenticator.
   */
  discoverable: boolean;
  /** `user.name` and `user.displayName` of the creation options, as an authenticator keeps them for its account picker. */
  userName?: string;
  userDisplayName?: string;
}

/** The DOMException names a browser rejects a ceremony with, for the refusals this authenticator plays. */
export type AuthenticatorErrorName = 'NotAllowedError' | 'InvalidStateError' | 'NotSupportedError' | 'ConstraintError';

/**
 * A ceremony the authenticator refuses, named as the browser's DOMException would be (`name`), with Chromium's
 * message, so a page-side shim can rethrow it as that DOMException and the page reads what Chromium would give.
 */
export class AuthenticatorError extends Error {
  constructor(
    override readonly name: AuthenticatorErrorName,
    message: string,
  ) {
    super(message);
  }
}

/** Chromium's texts for the refusals (measured with its virtual authenticator). */
const MESSAGES = {
  notAllowed: 'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.',
  excluded: 'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
} as const;

/** Where a ceremony runs; `rpId` defaults to the options' RP ID, the host of the origin otherwise. */
export interface CeremonyContext {
  origin: string;
  rpId?: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

/** The COSE_Key of a P-256 public key (RFC 9053 section 7.1.1), keys in deterministic CBOR order. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return encodeCbor(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, ES256], // alg
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** Whether the options ask the authenticator to verify the user; WebAuthn's default is `preferred`. */
function verificationRequested(userVerification: string | undefined): boolean {
  return (userVerification ?? 'preferred') !== 'discouraged';
}

/**
 * A software WebAuthn authenticator for tests: what a browser and a platform authenticator together give a
 * page, without a browser. It makes real P-256 credentials with attestation `none`, signs real assertions and
 * keeps a signature counter, so the emulator's verification runs exactly as it does for a real device.
 * Like a browser it honours `excludeCredentials` (`InvalidStateError`) and `allowCredentials`, offers only
 * discoverable credentials to a request that names none, and fails a ceremony the user refuses to verify with
 * `NotAllowedError` (every refusal is an `AuthenticatorError`); unlike one it lets a test sign for any origin or
 * RP ID, to check that the server refuses those. The Playwright `passkeys` fixture puts it behind
 * `navigator.credentials` in engines without a CDP virtual authenticator.
 */
export class SoftAuthenticator {
  /** The credentials it holds, oldest first. */
  readonly credentials: SoftCredential[] = [];
  /** Whether the user passes verification (PIN, biometrics). False fails every ceremony that asks for it, as a refused prompt. */
  userVerified = true;
  /** Whether it can verify the user at all. False: no UV flag, and a ceremony that requires verification fails. */
  hasUserVerification = true;
  /** Whether it can store discoverable credentials. False: a ceremony that requires one fails with `ConstraintError`. */
  hasResidentKey = true;
  /** How it is reached: `internal` is a platform authenticator (Touch ID, Windows Hello), any other a roaming one. */
  transport: AuthenticatorTransport = 'internal';
  readonly aaguid = new Uint8Array(16);

  /**
   * `navigator.credentials.create()`: returns the RegistrationResponseJSON the page would send. `reuse` sends
   * an existing credential again, ignoring `excludeCredentials`, as a misbehaving client could.
   */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    context: CeremonyContext & { reuse?: string },
  ): RegistrationResponseJSON {
    const rpId = context.rpId ?? options.rp.id ?? new URL(context.origin).hostname;
    if (!options.pubKeyCredParams.some((p) => p.alg === ES256)) {
      throw new AuthenticatorError('NotSupportedError', 'The options offer no algorithm this authenticator supports (ES256).');
    }
    // The order of the authenticator's checks (WebAuthn section 6.3.2): excluded credentials first, then
    // capabilities, then the user's verification.
    const excluded = new Set((options.excludeCredentials ?? []).map((c) => c.id));
    if (!context.reuse && this.credentials.some((c) => c.rpId === rpId && excluded.has(c.id))) {
      throw new AuthenticatorError('InvalidStateError', MESSAGES.excluded);
    }
    const selection = options.authenticatorSelection;
    const residentKey = selection?.residentKey ?? (selection?.requireResidentKey ? 'required' : 'discouraged');
    if (residentKey === 'required' && !this.hasResidentKey) {
      throw new AuthenticatorError('ConstraintError', 'The authenticator cannot store a discoverable credential.');
    }
    const verified = this.verify(selection?.userVerification);
    let credential = this.credentials.find((c) => c.id === context.reuse);
    if (context.reuse && !credential) throw new Error('No such credential to reuse.');
    if (!credential) {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      credential = {
        id: b64url(randomBytes(32)),
        rpId,
        userHandle: options.user.id,
        privateKey,
        counter: 0,
        discoverable: this.hasResidentKey && residentKey !== 'discouraged',
        userName: options.user.name,
        userDisplayName: options.user.displayName,
      };
      this.credentials.push(credential);
    }
    const id = Buffer.from(credential.id, 'base64url');
    const publicKey = createPublicKey(credential.privateKey);

    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    // Authenticator data with attested credential data (WebAuthn sections 6.1 and 6.5.1).
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | (verified ? FLAG_UV : 0) | FLAG_AT]),
      uint32(credential.counter),
      this.aaguid,
      idLength,
      id,
      coseKey(publicKey),
    ]);
    const attestationObject = encodeCbor(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, context.origin)),
        attestationObject: b64url(attestationObject),
        transports: [this.transport],
        publicKeyAlgorithm: ES256,
        // What a browser's getPublicKey() and getAuthenticatorData() give, and @simplewebauthn/browser sends.
        publicKey: b64url(publicKey.export({ format: 'der', type: 'spki' })),
        authenticatorData: b64url(authData),
      },
      authenticatorAttachment: this.attachment(),
      clientExtensionResults: {},
    };
  }

  /**
   * `navigator.credentials.get()`: signs an assertion with the first allowed credential of the RP ID, or the first
   * discoverable credential of the RP ID when the options name none; `credentialId` picks one (any RP ID).
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    context: CeremonyContext & { credentialId?: string },
  ): AuthenticationResponseJSON {
    const rpId = context.rpId ?? options.rpId ?? new URL(context.origin).hostname;
    const allowed = new Set((options.allowCredentials ?? []).map((c) => c.id));
    const credential = this.credentials.find(
      (c) =>
        (context.credentialId ? c.id === context.credentialId : c.rpId === rpId) &&
        (allowed.size === 0 ? c.discoverable || c.id === context.credentialId : allowed.has(c.id)),
    );
    // Chromium gives no hint whether a credential exists (WebAuthn's privacy considerations): NotAllowedError.
    if (!credential) throw new AuthenticatorError('NotAllowedError', MESSAGES.notAllowed);
    const verified = this.verify(options.userVerification);
    credential.counter += 1;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | (verified ? FLAG_UV : 0)]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = clientData('webauthn.get', options.challenge, context.origin);
    // WebAuthn section 6.3.3 step 11: the signature covers authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: this.attachment(),
      clientExtensionResults: {},
    };
  }

  /** Adds a credential, such as one copied from another authenticator; one with the same id is replaced. */
  addCredential(credential: SoftCredential): void {
    this.removeCredential(credential.id);
    this.credentials.push(credential);
  }

  /** Forgets one credential (base64url id), as when the user deletes a passkey from their password manager. */
  removeCredential(credentialId: string): boolean {
    const index = this.credentials.findIndex((c) => c.id === credentialId);
    if (index >= 0) this.credentials.splice(index, 1);
    return index >= 0;
  }

  /** Forgets every credential. */
  clearCredentials(): void {
    this.credentials.splice(0);
  }

  private attachment(): 'platform' | 'cross-platform' {
    return this.transport === 'internal' ? 'platform' : 'cross-platform';
  }

  /**
   * Plays the user verification a ceremony asks for: whether the UV flag is set, or the refusal a browser reports
   * (a cancelled prompt and a failed verification look the same to the page: NotAllowedError).
   */
  private verify(userVerification: string | undefined): boolean {
    const requested = verificationRequested(userVerification);
    if (!this.hasUserVerification) {
      if (userVerification === 'required') throw new AuthenticatorError('NotAllowedError', MESSAGES.notAllowed);
      return false;
    }
    if (requested && !this.userVerified) throw new AuthenticatorError('NotAllowedError', MESSAGES.notAllowed);
    return requested;
  }

  /** Sets a credential's counter, as a cloned authenticator would have it. */
  setCounter(credentialId: string, counter: number): void {
    const credential = this.credentials.find((c) => c.id === credentialId);
    if (!credential) throw new Error('No such credential.');
    credential.counter = counter;
  }
}
