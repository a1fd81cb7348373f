import { describe, expect, it } from 'vitest';
import type { BootstrapData } from '../../../protocol/types.ts';
import { senderDomain, webmailLinks } from './webmailLinks.ts';

const bootstrap = (email_domains: string[], cname_domain: string | null) => ({ email_domains, cname_domain }) as BootstrapData;

describe('senderDomain', () => {
  it('prefers the domain hint, then the first email domain, then the CNAME domain', () => {
    expect(senderDomain(bootstrap(['mail.example.com', 'other.example'], 'login.example.com'), 'hint.example')).toBe('hint.example');
    expect(senderDomain(bootstrap(['mail.example.com', 'other.example'], 'login.example.com'))).toBe('mail.example.com');
    expect(senderDomain(bootstrap([], 'login.example.com'))).toBe('login.example.com');
    expect(senderDomain(bootstrap([], null))).toBeNull();
    expect(senderDomain(null)).toBeNull();
  });

  it('ignores anything that is not a bare domain name', () => {
    expect(senderDomain(bootstrap(['https://evil.example/x', 'a b.example'], 'ok.example'))).toBe('ok.example');
  });
});

describe('webmailLinks', () => {
  it('narrows Gmail, Yahoo and Outlook to the sender domain', () => {
    expect(webmailLinks('auth-widget.dev').map((link) => link.href)).toEqual([
      'https://mail.google.com/mail/u/0/#search/from%3A%40auth-widget.dev+in%3Aanywhere',
      'https://mail.yahoo.com/d/search/keyword=from%253Aauth-widget.dev',
      'https://outlook.live.com/mail/0/search?q=from%3Aauth-widget.dev',
    ]);
  });

  it('opens the inboxes when the domain is unknown', () => {
    expect(webmailLinks(null).map((link) => link.href)).toEqual([
      'https://mail.google.com/mail/u/0/',
      'https://mail.yahoo.com/',
      'https://outlook.live.com/mail/0/',
    ]);
  });
});
