import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { ProjectConfig } from './project.ts';

/** The signing key of session JWTs; the public half is served as the JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** What routes need besides the store: where the emulator is reachable and its signing key. */
export interface EmulatorRuntime {
  /** Origin of the emulator, such as `http://127.0.0.1:4455`. */
  url: string;
  key: SigningKey;
  /** Forgets all state and restores the start-up project merged with `project`, keeping the signing key. */
  reset(project?: Partial<ProjectConfig>): void;
}

/** A new ES256 key, or the one saved in a data file so JWTs stay verifiable across restarts. */
export async function loadSigningKey(saved?: JWK): Promise<SigningKey> {
  if (saved?.d && saved.kid) {
    const privateKey = (await importJWK(saved, 'ES256')) as CryptoKey;
    const { d: _d, ...publicJwk } = saved;
    return { kid: saved.kid, privateKey, privateJwk: saved, publicJwk };
  }
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `jwk-test-${crypto.randomUUID()}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { kid, privateKey, privateJwk, publicJwk };
}
