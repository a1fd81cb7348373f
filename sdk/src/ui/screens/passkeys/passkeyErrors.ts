/**
 * The browsers' ways of saying "this authenticator already holds a passkey for this account":
 * Chromium's message, Safari's and Firefox's wording, the DOMException name they share, and the code the
 * WebAuthn browser library gives that case. The client keeps the original errors as `cause`, so the chain is read.
 */
const ALREADY_REGISTERED = [
  /one of the credentials already registered with the relying party/i,
  /already registered/i,
  /previously registered/i,
  /matches an entry of the excludeCredentials list/i,
];

/** True when a passkey creation failed because the passkey exists already. */
export function isAlreadyRegisteredError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { name, message, code } = current as { name?: unknown; message?: unknown; code?: unknown };
    if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return true;
    if (typeof message === 'string' && ALREADY_REGISTERED.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
