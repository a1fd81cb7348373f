import { headers } from 'next/headers';

/** The request header proxy.ts hands each page's nonce to the server renderer in. */
export const NONCE_HEADER = 'x-nonce';

/**
 * The nonce proxy.ts made for this response under the strict policy, for the widget's `<style>` elements (undefined
 * under the standard policy). Reading the request's headers renders the page per request, as a nonce must be.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
