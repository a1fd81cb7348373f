/**
 * A Content-Security-Policy nonce for one response: 16 bytes from `crypto.getRandomValues` in base64 (128 bits, as
 * CSP3 asks of a nonce, so no one can guess the next). A server makes one per response, never one per process.
 */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
