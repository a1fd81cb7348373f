import { createRoot, type Root } from 'react-dom/client';
import { AuthError } from '../../client/core/AuthError.ts';
import { createAuthClient, type AuthClient } from '../../client/createAuthClient.ts';
import { PRODUCTS } from '../../client/core/constants.ts';
import { checkUsage } from '../../client/core/usage.ts';
import type { MountOptions } from '../config.ts';
import { resolveStrings } from '../strings/index.ts';
import { resetPasswordStateAtom, screenAtom } from '../state/atoms.ts';
import { createWidgetRoot, type PrepareStore, type WidgetStore } from '../root/createWidgetRoot.ts';
import { checkStyles } from '../theme/checkStyles.ts';
import { Widget } from '../Widget.tsx';
import type { WidgetEntry } from '../WidgetContext.tsx';

/** What a mounted element holds, so mounting again re-renders instead of stacking a second widget. */
interface Mounted {
  root: Root;
  store: WidgetStore;
  entry: WidgetEntry;
  client: AuthClient;
  ownsClient: boolean;
  clientKey: AuthClient | string;
}

const mounted = new WeakMap<Element, Mounted>();

/**
 * The widget's error boundaries pass what they catch to `onError` and log one line without the error's message,
 * which may quote a provider's answer; React's own log of a caught error (message and all) is left out.
 */
const ROOT_OPTIONS = { onCaughtError: () => {} };

/** The UI entry only runs in a browser (spec section 2). */
function assertBrowser(): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new AuthError(
      'unsupported_environment',
      'The auth-widget UI client is incompatible with server-side environments: mount the widget in the browser (for example in a client component or an effect).',
    );
  }
}

function findElement(selector: string, method: string): Element {
  checkUsage(method, [['elementId', selector, 'string']]);
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch (cause) {
    throw new AuthError('usage_error', `The selector "${selector}" is not a valid CSS selector.`, { cause });
  }
  if (!element) {
    throw new AuthError('usage_error', `The selector "${selector}" applies to no DOM elements currently on the page.`);
  }
  return element;
}

function checkOptions(method: string, options: MountOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw new AuthError('usage_error', `Invalid call to ${method}\noptions must be an object`);
  }
  checkUsage(method, [
    ['config', options.config, 'object'],
    ['styles', options.styles, 'object', 'optional'],
    ['callbacks', options.callbacks, 'object', 'optional'],
    ['strings', options.strings, 'object', 'optional'],
    ['locale', options.locale, 'string', 'optional'],
  ]);
  checkUsage(method, [['config.products', options.config.products, 'array of strings']]);
  const unknown = options.config.products.filter((p) => !(PRODUCTS as readonly string[]).includes(p));
  if (unknown.length > 0) {
    throw new AuthError(
      'usage_error',
      `Invalid call to ${method}\nconfig.products has unknown products: ${unknown.join(', ')} (valid: ${PRODUCTS.join(', ')})`,
    );
  }
  if (typeof options.client !== 'string' && (typeof options.client !== 'object' || options.client === null)) {
    throw new AuthError('usage_error', `Invalid call to ${method}\nclient must be a client from createAuthClient or a public token string`);
  }
  checkStyles(method, options.styles);
}

function mount(method: string, entry: WidgetEntry, options: MountOptions, prepare?: PrepareStore) {
  assertBrowser();
  checkOptions(method, options);
  const element = findElement(options.elementId, method);
  const shadow = options.config.enableShadowDOM === true;
  let current = mounted.get(element);
  if (current && (current.entry !== entry || current.clientKey !== options.client)) {
    // Another entry or another client: start over with a fresh store.
    current.root.unmount();
    if (current.ownsClient) current.client.dispose();
    mounted.delete(element);
    current = undefined;
  }
  if (!current) {
    const ownsClient = typeof options.client === 'string';
    const client = typeof options.client === 'string' ? createAuthClient(options.client, options.clientOptions) : options.client;
    const { store, container } = createWidgetRoot(element, { shadow, nonce: options.nonce, prepare });
    current = { root: createRoot(container, ROOT_OPTIONS), store, entry, client, ownsClient, clientKey: options.client };
    mounted.set(element, current);
  }
  current.root.render(
    <Widget
      entry={entry}
      client={current.client}
      config={options.config}
      styles={options.styles ?? {}}
      callbacks={options.callbacks ?? {}}
      strings={resolveStrings(options.strings)}
      locale={options.locale}
      store={current.store}
    />,
  );
  const state = current;
  return {
    /** Removes the widget from the element. */
    unmount(): void {
      state.root.unmount();
      if (state.ownsClient) state.client.dispose();
      mounted.delete(element);
    },
  };
}

/** Mounts the login widget; it starts on Main (spec section 2). */
export function mountLogin(options: MountOptions) {
  return mount('mountLogin', 'login', options);
}

/** Mounts the password reset form for a reset token taken from the reset email's link. */
export function mountResetPassword(options: MountOptions & { passwordResetToken: string }) {
  checkUsage('mountResetPassword', [['passwordResetToken', options?.passwordResetToken, 'string']]);
  return mount('mountResetPassword', 'resetPassword', options, (store) => {
    store.set(resetPasswordStateAtom, { token: options.passwordResetToken });
    store.set(screenAtom, 'PasswordResetForm');
  });
}

/** Mounts passkey registration for a signed-in user; it starts on the passkey-start screen. */
export function mountPasskeyRegistration(options: MountOptions) {
  return mount('mountPasskeyRegistration', 'passkeyRegistration', options, (store) => {
    store.set(screenAtom, 'PasskeyRegistrationStart');
  });
}
