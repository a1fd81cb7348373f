import type { BootstrapData } from '../../../protocol/types.ts';
import type { StringKey } from '../../strings/index.ts';

/** One webmail service of Email Confirmation. */
export interface WebmailLink {
  id: 'gmail' | 'yahoo' | 'outlook';
  label: StringKey;
  href: string;
}

/** A bare domain name; anything else (a URL, spaces, a path) is not used to build a search. */
const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/**
 * The domain the provider sends email from, when known: the config's `domainHint`, else the project's first email
 * domain, else its CNAME domain (bootstrap's `email_domains` and `cname_domain`).
 */
export function senderDomain(bootstrap: BootstrapData | null, domainHint?: string): string | null {
  const candidates = [domainHint, bootstrap?.email_domains[0], bootstrap?.cname_domain];
  for (const candidate of candidates) {
    if (candidate && DOMAIN.test(candidate)) return candidate.toLowerCase();
  }
  return null;
}

/**
 * Gmail, Yahoo and Outlook, each narrowed to mail from the sender domain when it is known, by a
 * `from:` search in its web app (Outlook's web app reads its search from `q`; the reference UI opens Outlook's inbox
 * whatever the domain, the spec asks for all three narrowed). Unknown domain: each app's inbox.
 */
export function webmailLinks(domain: string | null): WebmailLink[] {
  const gmail = domain
    ? `https://mail.google.com/mail/u/0/#search/from%3A%40${encodeURIComponent(domain)}+in%3Aanywhere`
    : 'https://mail.google.com/mail/u/0/';
  const yahoo = domain ? `https://mail.yahoo.com/d/search/keyword=from%253A${encodeURIComponent(domain)}` : 'https://mail.yahoo.com/';
  const outlook = domain ? `https://outlook.live.com/mail/0/search?q=from%3A${encodeURIComponent(domain)}` : 'https://outlook.live.com/mail/0/';
  return [
    { id: 'gmail', label: 'email.openGmail', href: gmail },
    { id: 'yahoo', label: 'email.openYahoo', href: yahoo },
    { id: 'outlook', label: 'email.openOutlook', href: outlook },
  ];
}
