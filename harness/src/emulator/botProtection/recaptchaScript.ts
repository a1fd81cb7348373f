import { RECAPTCHA_EXECUTE_PATH } from './protocol.ts';

/**
 * The emulator's stand-in for reCAPTCHA Enterprise's script (`https://www.google.com/recaptcha/enterprise.js
 * ?render=<siteKey>`): `window.grecaptcha.enterprise` with `ready(callback)`, which calls back once the script has
 * loaded, and `execute(siteKey, { action })`, a Promise of a token from the emulator's "Google"
 * (`POST <emulator>/__recaptcha/api/execute`), rejected, as Google's is, for a key other than the rendered one. With a
 * rendered key it draws Google's floating badge, a `div.grecaptcha-badge` fixed bottom right that slides in on hover
 * or focus, with DOM calls and text nodes only, so a host page can test its badge rules (hiding it must leave the
 * "protected by reCAPTCHA" text elsewhere). `emulatorOrigin` is absolute because the script may be served under
 * Google's URL (a test can route `https://www.google.com/recaptcha/enterprise.js` to the emulator).
 */
export function recaptchaScript(options: { emulatorOrigin: string; siteKey: string | null }): string {
  return `(() => {
  'use strict';
  const EXECUTE_URL = ${JSON.stringify(`${options.emulatorOrigin}${RECAPTCHA_EXECUTE_PATH}`)};
  const RENDERED = ${JSON.stringify(options.siteKey)};

  function ready(callback) {
    // Everything is loaded once this script has run; Google calls back asynchronously too.
    if (typeof callback === 'function') setTimeout(callback, 0);
  }

  function execute(siteKey, options) {
    if (typeof siteKey !== 'string' || siteKey === '' || siteKey !== RENDERED) {
      return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + String(siteKey)));
    }
    const action = options && typeof options.action === 'string' ? options.action : '';
    return fetch(EXECUTE_URL, {
      method: 'POST',
      // text/plain keeps it a simple cross-origin request: the page is on another origin than the emulator.
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'omit',
      body: JSON.stringify({ site_key: siteKey, action: action }),
    }).then((res) => res.json().catch(() => null).then((body) => {
      if (!res.ok || !body || typeof body.token !== 'string') throw new Error('reCAPTCHA: no token (status ' + res.status + ')');
      return body.token;
    }));
  }

  function el(tag, style, text) {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    if (text) node.textContent = text;
    return node;
  }

  function link(text, href) {
    const a = el('a', { color: '#1a5fb4', textDecoration: 'none' }, text);
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    return a;
  }

  // Google's badge: 256 by 60, 70 px of it showing at the right edge until the pointer or focus brings it in.
  function badge() {
    if (document.querySelector('.grecaptcha-badge[data-emulator-recaptcha]')) return;
    const root = el('div', {
      width: '256px', height: '60px', display: 'block', transition: 'right 0.3s ease', position: 'fixed',
      bottom: '14px', right: '-186px', boxShadow: 'gray 0px 0px 5px', borderRadius: '2px', overflow: 'hidden',
      boxSizing: 'border-box', background: '#f9f9f9', font: '10px/1.3 Roboto, Helvetica, Arial, sans-serif',
    });
    root.className = 'grecaptcha-badge';
    root.dataset.style = 'bottomright';
    root.dataset.emulatorRecaptcha = '';
    const row = el('div', { display: 'flex', alignItems: 'center', height: '100%' });
    const logo = el('div', {
      width: '70px', height: '100%', flex: '0 0 70px', display: 'flex', alignItems: 'center', justifyContent: 'center',
      fontSize: '28px', color: '#1c3aa9',
    }, '\\u21bb');
    logo.setAttribute('aria-hidden', 'true');
    const text = el('div', { flex: '1', padding: '0 8px', color: '#4a4a4a' });
    text.appendChild(el('div', { fontSize: '13px' }, 'protected by reCAPTCHA'));
    const links = el('div', {});
    links.append(link('Privacy', 'https://www.google.com/intl/en/policies/privacy/'), ' - ', link('Terms', 'https://www.google.com/intl/en/policies/terms/'));
    text.appendChild(links);
    row.append(logo, text);
    root.appendChild(row);
    const show = () => { root.style.right = '0px'; };
    const hide = () => { if (!root.contains(document.activeElement)) root.style.right = '-186px'; };
    root.addEventListener('mouseenter', show);
    root.addEventListener('focusin', show);
    root.addEventListener('mouseleave', hide);
    root.addEventListener('focusout', () => setTimeout(hide, 0));
    document.body.appendChild(root);
  }

  const grecaptcha = (window.grecaptcha = window.grecaptcha || {});
  grecaptcha.enterprise = { ready: ready, execute: execute };
  if (RENDERED) {
    if (document.body) badge();
    else document.addEventListener('DOMContentLoaded', badge, { once: true });
  }
})();
`;
}
