import { ApiError } from '../errors.ts';
import { isLocalUrl, type ProjectConfig } from '../project.ts';

/**
 * COSE algorithms offered at registration and accepted at verification: EdDSA, ES256, RS256. Fixed, so that
 * the same list is used on both sides whatever the runtime supports.
 */
export const SUPPORTED_ALGORITHM_IDS = [-8, -7, -257];

/** The parts of a PublicKeyCredential's JSON this emulator reads before handing it to the verifier. */
export interface CredentialJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: Record<string, unknown>;
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: string;
}

/** The collected client data (WebAuthn section 5.8.1) of a credential. */
export interface ClientData {
  type: string;
  challenge: string;
  origin: string;
}

function invalid(message: string): ApiError {
  return new ApiError(400, 'invalid_public_key_credential', message);
}

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/**
 * Parses `public_key_credential`, which the client sends as a JSON string (the browser's credential after
 * `toJSON()`), and checks it has the fields `kind` needs as base64url strings.
 */
export function parseCredentialJson(text: string, kind: 'registration' | 'authentication'): CredentialJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('public_key_credential must be the JSON text of a PublicKeyCredential.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('public_key_credential must be a JSON object.');
  }
  const record = value as Record<string, unknown>;
  const response = record.response;
  if (typeof record.id !== 'string' || record.id === '' || !BASE64URL.test(record.id)) {
    throw invalid('public_key_credential.id must be a base64url credential id.');
  }
  if (record.type !== 'public-key') throw invalid('public_key_credential.type must be "public-key".');
  if (typeof response !== 'object' || response === null || Array.isArray(response)) {
    throw invalid('public_key_credential.response must be an object.');
  }
  const fields =
    kind === 'registration' ? ['clientDataJSON', 'attestationObject'] : ['clientDataJSON', 'authenticatorData', 'signature'];
  for (const field of fields) {
    const item = (response as Record<string, unknown>)[field];
    if (typeof item !== 'string' || item === '' || !BASE64URL.test(item)) {
      throw invalid(`public_key_credential.response.${field} must be a base64url string.`);
    }
  }
  const extensions = record.clientExtensionResults;
  return {
    id: record.id,
    rawId: typeof record.rawId === 'string' ? record.rawId : record.id,
    type: 'public-key',
    response: response as Record<string, unknown>,
    clientExtensionResults:
      typeof extensions === 'object' && extensions !== null && !Array.isArray(extensions)
        ? (extensions as Record<string, unknown>)
        : {},
    ...(typeof record.authenticatorAttachment === 'string' ? { authenticatorAttachment: record.authenticatorAttachment } : {}),
  };
}

/** Decodes the credential's clientDataJSON, so the challenge can be looked up before verification. */
export function clientDataOf(credential: CredentialJson): ClientData {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(String(credential.response.clientDataJSON), 'base64url').toString('utf8'));
  } catch {
    throw invalid('public_key_credential.response.clientDataJSON is not base64url-encoded JSON.');
  }
  const data = value as Partial<Record<keyof ClientData, unknown>> | null;
  if (!data || typeof data.type !== 'string' || typeof data.challenge !== 'string' || typeof data.origin !== 'string') {
    throw invalid('clientDataJSON must carry type, challenge and origin.');
  }
  return { type: data.type, challenge: data.challenge, origin: data.origin };
}

/** The signature counter of authenticator data (bytes 33 to 36, big-endian; WebAuthn section 6.1), or null. */
export function signCountOf(authenticatorData: string): number | null {
  const bytes = Buffer.from(authenticatorData, 'base64url');
  return bytes.length >= 37 ? bytes.readUInt32BE(33) : null;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Checks the `domain` of a ceremony, the RP ID (WebAuthn section 5.1.3): a host name without scheme or port,
 * never an IP address (browsers refuse those), and a host the project accepts pages from: localhost in test
 * mode or the host of one of its allowed origins. Returns it in lower case.
 */
export function checkRpId(project: ProjectConfig, domain: string): string {
  const host = domain.toLowerCase();
  const labels = host.split('.');
  if (host.length > 253 || !labels.every((label) => LABEL.test(label)) || labels.every((label) => /^\d+$/.test(label))) {
    throw new ApiError(
      400,
      'invalid_webauthn_domain',
      'domain must be the host name of the page (such as localhost or example.com), without scheme, port or path; IP addresses cannot be WebAuthn RP IDs.',
    );
  }
  const local = host === 'localhost' || host.endsWith('.localhost');
  const allowed = project.allowed_origins.some((origin) => {
    try {
      return new URL(origin).hostname === host;
    } catch {
      return false;
    }
  });
  if (!local && !allowed) {
    throw new ApiError(400, 'webauthn_domain_not_allowed', `domain ${host} is not the host of one of the project's allowed origins.`);
  }
  return host;
}

/**
 * The origin a ceremony ran on, when it belongs to the RP ID: the page's host is the RP ID (any port), over
 * https, or over http on localhost (the only insecure context where browsers offer WebAuthn). Null otherwise.
 */
export function originForRpId(origin: string, rpId: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.hostname !== rpId) return null;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalUrl(origin))) return origin;
  return null;
}
