import type { CspRequest } from './cspAllows.ts';

/** One URL the widget loads or calls on a page, and what a Content-Security-Policy must list to allow it. */
export interface WidgetLoad {
  /** What it is, for messages, such as "reCAPTCHA Enterprise's script". */
  what: string;
  request: CspRequest;
  /** The URL the policy is asked about (no query: CSP never matches on it). */
  url: string;
  /** The source expression that allows it, for the fix. */
  source: string;
}

/** A script's folder as a source (`https://www.google.com/recaptcha/`); its origin alone when it sits at the root. */
export function folderOf(url: URL): string {
  const folder = new URL('./', url);
  return folder.pathname === '/' ? folder.origin : folder.href;
}

/** The URL without query or fragment, which is what a CSP compares. */
export function bare(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
