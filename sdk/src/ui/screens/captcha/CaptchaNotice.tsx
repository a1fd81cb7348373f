import { useEffect, useInsertionEffect, type ReactNode } from 'react';
import { addStyles, useWidget } from '../../kernel.ts';
import { css } from './css.ts';

/** Google's policies the notice links to, as its reCAPTCHA terms ask. */
const POLICY_URLS = { privacy: 'https://policies.google.com/privacy', terms: 'https://policies.google.com/terms' } as const;

/** Marks where a link goes in the translated sentence: private-use characters no translation contains. */
const MARK = '\uE000';

/** Id of the page-wide style that hides reCAPTCHA's floating badge while the notice is shown. */
const BADGE_STYLE_ID = 'aw-recaptcha-badge';

/** How many widgets on the page show the notice: the badge comes back when the last one is gone. */
let showing = 0;

/**
 * The badge floats over the page's bottom right corner, where it covers a host's own content and, on a phone, the
 * widget's buttons. reCAPTCHA's terms allow hiding it when the user flow says the site is protected by reCAPTCHA
 * with links to Google's Privacy Policy and Terms of Service, which the notice does; so it is hidden while one shows.
 */
function useHiddenBadge(active: boolean, nonce: string | undefined): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    showing += 1;
    if (!document.getElementById(BADGE_STYLE_ID)) {
      const style = document.createElement('style');
      style.id = BADGE_STYLE_ID;
      // Under a CSP without 'unsafe-inline' only a style with the page's nonce applies.
      if (nonce) style.nonce = nonce;
      style.textContent = '.grecaptcha-badge { visibility: hidden !important; }';
      document.head.appendChild(style);
    }
    return () => {
      showing -= 1;
      if (showing === 0) document.getElementById(BADGE_STYLE_ID)?.remove();
    };
  }, [active, nonce]);
}

/**
 * The reCAPTCHA notice under the form. The widget loads it (with the screens' texts) only when bootstrap turns
 * captcha on, so a project without captcha pays nothing for it.
 */
export function CaptchaNotice() {
  const { t, nonce } = useWidget();
  useInsertionEffect(() => addStyles(css), []);
  useHiddenBadge(true, nonce);
  const text = t('captcha.notice', { privacy: `${MARK}privacy${MARK}`, terms: `${MARK}terms${MARK}` });
  const parts: ReactNode[] = text.split(MARK).map((part, index) => {
    if (index % 2 === 0) return part;
    const link = part === 'privacy' ? 'privacy' : 'terms';
    return (
      <a key={link} href={POLICY_URLS[link]} target="_blank" rel="noopener noreferrer">
        {t(link === 'privacy' ? 'captcha.privacy' : 'captcha.terms')}
      </a>
    );
  });
  return <p className="aw-captcha-notice">{parts}</p>;
}
