/**
 * The emulator's stand-in for Google's One Tap script (Google Identity Services, `https://accounts.google.com/gsi/
 * client`): the part of `window.google.accounts.id` that One Tap clients use (`initialize`, `prompt`, `cancel`),
 * drawing a small "Sign in as <name>" prompt with DOM calls and text nodes only. Accepting it asks the emulator's
 * "Google" for an ID token (`POST <emulator>/__google/gsi/credential`) and hands it to the page's
 * `callback({ credential, select_by, clientId })`, as Google does.
 *
 * The account offered is, in order: `window.__emulatorGoogleAccount = { email, name }` when the page sets it
 * before `prompt()` (tests do, with `page.addInitScript`), the script URL's `email` and `name` query parameters, or
 * the emulator's default Google account. `emulatorOrigin` is absolute because the script may be served to the page
 * under Google's URL (a test routes `https://accounts.google.com/gsi/client` to the emulator).
 */
export function gsiClientScript(options: { emulatorOrigin: string; account: { email: string; name: string } }): string {
  return `(() => {
  'use strict';
  const EMULATOR = ${JSON.stringify(options.emulatorOrigin)};
  const URL_ACCOUNT = ${JSON.stringify(options.account)};
  let config = null;
  let shown = null;

  function account() {
    const chosen = window.__emulatorGoogleAccount;
    if (chosen && typeof chosen === 'object' && typeof chosen.email === 'string') {
      return { email: chosen.email, name: typeof chosen.name === 'string' ? chosen.name : '' };
    }
    return URL_ACCOUNT;
  }

  // A prompt moment as GSI reports it to prompt()'s listener.
  function moment(type, reason) {
    return {
      getMomentType: () => type,
      isDisplayMoment: () => type === 'display',
      isDisplayed: () => type === 'display',
      isNotDisplayed: () => type === 'not_displayed',
      getNotDisplayedReason: () => (type === 'not_displayed' ? reason : undefined),
      isSkippedMoment: () => type === 'skipped',
      getSkippedReason: () => (type === 'skipped' ? reason : undefined),
      isDismissedMoment: () => type === 'dismissed',
      getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
    };
  }

  function tell(listener, type, reason) {
    if (typeof listener === 'function') {
      try { listener(moment(type, reason)); } catch (e) { setTimeout(() => { throw e; }); }
    }
  }

  function close(type, reason) {
    if (!shown) return;
    const { root, listener } = shown;
    shown = null;
    root.remove();
    tell(listener, type, reason);
  }

  function el(tag, style, text) {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    if (text) node.textContent = text;
    return node;
  }

  async function accept(chosen, button) {
    const current = shown;
    button.disabled = true;
    try {
      const res = await fetch(EMULATOR + '/__google/gsi/credential', {
        method: 'POST',
        // text/plain keeps it a simple cross-origin request, as the page is on another origin.
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ client_id: config.client_id, email: chosen.email, name: chosen.name }),
      });
      const body = await res.json();
      if (!res.ok || typeof body.credential !== 'string') throw new Error('no credential');
      if (shown !== current) return;
      const callback = config.callback;
      close('dismissed', 'credential_returned');
      if (typeof callback === 'function') callback({ credential: body.credential, select_by: 'user', clientId: config.client_id });
    } catch (e) {
      if (shown === current) close('skipped', 'issuing_failed');
    }
  }

  function render(listener) {
    const chosen = account();
    const parent = config.prompt_parent_id ? document.getElementById(String(config.prompt_parent_id)) : null;
    const root = el('div', {
      boxSizing: 'border-box', display: 'flex', alignItems: 'center', gap: '8px', padding: '0 4px 0 10px',
      font: '14px/1.2 Roboto, Arial, sans-serif', color: '#1f1f1f', background: '#fff',
    });
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-label', 'Sign in with Google');
    root.dataset.emulatorGoogleOneTap = '';
    if (parent) Object.assign(root.style, { width: '100%', height: '100%' });
    else Object.assign(root.style, {
      position: 'fixed', top: '16px', right: '16px', width: '360px', maxWidth: 'calc(100vw - 32px)', height: '56px',
      zIndex: '2147483000', border: '1px solid #dadce0', borderRadius: '8px', boxShadow: '0 3px 12px rgba(0,0,0,0.2)',
    });
    const g = el('span', { fontWeight: '700', fontSize: '18px', color: '#4285F4' }, 'G');
    g.setAttribute('aria-hidden', 'true');
    const button = el('button', {
      flex: '1', minWidth: '0', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center',
      alignItems: 'flex-start', background: 'none', border: 'none', font: 'inherit', color: 'inherit', cursor: 'pointer',
      textAlign: 'left', padding: '0',
    });
    button.type = 'button';
    button.appendChild(el('span', { fontWeight: '600' }, 'Sign in as ' + (chosen.name || chosen.email)));
    if (chosen.name) button.appendChild(el('span', { fontSize: '12px', color: '#5f6368' }, chosen.email));
    button.addEventListener('click', () => void accept(chosen, button));
    const dismiss = el('button', {
      width: '32px', height: '32px', background: 'none', border: 'none', cursor: 'pointer', fontSize: '18px', color: '#5f6368',
    }, '\\u00d7');
    dismiss.type = 'button';
    dismiss.setAttribute('aria-label', 'Close');
    dismiss.addEventListener('click', () => close('skipped', 'user_cancel'));
    root.append(g, button, dismiss);
    (parent || document.body).appendChild(root);
    shown = { root, listener };
    tell(listener, 'display');
  }

  const id = {
    initialize(options) {
      config = options && typeof options === 'object' ? Object.assign({}, options) : null;
    },
    prompt(listener) {
      if (!config || typeof config.client_id !== 'string' || config.client_id === '') {
        tell(listener, 'not_displayed', 'missing_client_id');
        return;
      }
      if (shown) return;
      const go = () => render(listener);
      if (document.body) go();
      else document.addEventListener('DOMContentLoaded', go, { once: true });
    },
    cancel() {
      close('skipped', 'auto_cancel');
    },
    disableAutoSelect() {},
    storeCredential() {},
    revoke(_hint, done) { if (typeof done === 'function') done({ successful: true }); },
    renderButton() {},
  };
  const google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = id;
})();
`;
}
