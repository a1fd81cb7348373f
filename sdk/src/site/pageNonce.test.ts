// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER, pageNonce } from './pageNonce.ts';

function pageWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = head;
  return doc;
}

describe('pageNonce', () => {
  it("reads the nonce the server wrote on Vite's csp-nonce meta element", () => {
    expect(pageNonce(pageWith('<meta property="csp-nonce" nonce="c2VydmVk">'))).toBe('c2VydmVk');
  });

  it('is undefined without the element, and where the placeholder was never replaced', () => {
    expect(pageNonce(pageWith('<meta name="viewport" content="width=device-width">'))).toBeUndefined();
    expect(pageNonce(pageWith(`<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">`))).toBeUndefined();
    expect(pageNonce(undefined)).toBeUndefined();
  });
});
