import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
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
}

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

/**
 * A software WebAuthn authenticator for tests: what a browser and a platform authenticator together give a
 * page, without a browser. It makes real P-256 credentials with attestation `none`, signs real assertions and
 * keeps a signature counter, so the emulator's verification runs exactly as it does for a real device.
 * Like a browser it honours `excludeCredentials` and `allowCredentials`; unlike one it lets a test sign for
 * any origin or RP ID, to check that the server refuses those.
 */
export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  /** Whether the user is verified (the UV flag), as a PIN or biometric would. */
  userVerified = true;
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
      throw new Error('NotSupportedError: the options offer no algorithm this authenticator supports (ES256).');
    }
    const excluded = new Set((options.excludeCredentials ?? []).map((c) => c.id));
    if (!context.reuse && this.credentials.some((c) => c.rpId === rpId && excluded.has(c.id))) {
      throw new Error(
        'InvalidStateError: The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
      );
    }
    let credential = this.credentials.find((c) => c.id === context.reuse);
    if (context.reuse && !credential) throw new Error('No such credential to reuse.');
    if (!credential) {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      credential = { id: b64url(randomBytes(32)), rpId, userHandle: options.user.id, privateKey, counter: 0 };
      this.credentials.push(credential);
    }
    const id = Buffer.from(credential.id, 'base64url');
    const publicKey = createPublicKey(credential.privateKey);

    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    // Authenticator data with attested credential data (WebAuthn sections 6.1 and 6.5.1).
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | (this.userVerified ? FLAG_UV : 0) | FLAG_AT]),
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
        transports: ['internal'],
        publicKeyAlgorithm: ES256,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * `navigator.credentials.get()`: signs an assertion with the first allowed credential of the RP ID, or any
   * (discoverable) credential of the RP ID when the options allow all; `credentialId` picks one.
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
        (allowed.size === 0 || allowed.has(c.id)),
    );
    if (!credential) throw new Error('NotAllowedError: no credential of this authenticator is allowed for this request.');
    credential.counter += 1;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | (this.userVerified ? FLAG_UV : 0)]),
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
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** Sets a credential's counter, as a cloned authenticator would have it. */
  setCounter(credentialId: string, counter: number): void {
    const credential = this.credentials.find((c) => c.id === credentialId);
    if (!credential) throw new Error('No such credential.');
    credential.counter = counter;
  }
}
