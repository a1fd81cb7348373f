import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { AuthError } from '../../client/core/AuthError.ts';
import type { AuthClient } from '../../client/createAuthClient.ts';
import { deferredClient } from '../../client/deferredClient.ts';
import { afterPaint } from '../afterPaint.ts';
import { checkUsage } from '../../client/core/usage.ts';
import { findElement } from './findElement.ts';
import type { MountOptions } from '../config.ts';
import { loadFirstScreen } from '../firstScreen.ts';
import { resolveStrings } from '../strings/index.ts';
import { localeKey } from '../strings/useLocale.ts';
import { resetPasswordStateAtom, screenAtom } from '../state/atoms.ts';
import { checkWidgetOptions } from '../root/checkWidgetOptions.ts';
import { createWidgetStore, widgetContainer, type PrepareStore } from '../root/createWidgetRoot.ts';
import { SERVER_MARKUP_ATTRIBUTE, serverMarkupIn } from '../root/serverMarkup.ts';
import { installStyles } from '../theme/installStyles.ts';
import { Widget, type WidgetProps } from '../Widget.tsx';
import type { WidgetEntry } from '../state/WidgetContext.tsx';

/** What a widget that took a server's markup over keeps rendering with: the server's locale and ids, and its markup. */
type Taken = Pick<WidgetProps, 'fromServer' | 'idPrefix' | 'serverMarkup' | 'locale'> & { server: Element };

/** What a mounted element holds, so mounting again re-renders instead of stacking a second widget. */
interface Mounted {
  /** Absent while a server's markup waits for its first screen's lazy parts before it is taken over. */
  root?: Root;
  /** The widget's latest props, rendered as soon as `root` exists. */
  props: WidgetProps;
  entry: WidgetEntry;
  client: AuthClient;
  ownsClient: boolean;
  clientKey: AuthClient | string;
  /** The reset form's token: another token is another form, started over as the React component's key does. */
  resetToken?: string;
  taken?: Taken;
}

const mounted = new WeakMap<Element, Mounted>();

/**
 * The widget's error boundaries pass what they catch to `onError` and log one line without the error's message,
 * which may quote a provider's answer; React's own log of a caught error (message and all) is left out.
 */
const ROOT_OPTIONS = { onCaughtError: () => {} };

/** The UI entry only runs in a browser. */
function assertBrowser(): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new AuthError(
      'unsupported_environment',
      'The auth-widget UI client is incompatible with server-side environments: mount the widget in the browser (for example in a client component or an effect).',
    );
  }
}

function checkOptions(method: string, options: ElementMountOptions): void {
  checkWidgetOptions(method, options);
  if (typeof options.client !== 'string' && (typeof options.client !== 'object' || options.client === null)) {
    throw new AuthError('usage_error', `Invalid call to ${method}\nclient must be a client from createAuthClient or a public token string`);
  }
}

/**
 * Takes over the markup a server rendered for this entry (`renderLoginHtml` and its siblings, in the element or in
 * its declarative shadow root): once the first screen's lazy parts are here, it is hydrated where it is, so the page
 * keeps its nodes, its focus and what the visitor typed, in the server's locale and ids. Its stylesheet becomes the
 * widget's own. Nothing is done when the element holds no such markup.
 */
function takeOver(element: Element, state: Mounted, shadow: boolean, nonce: string | undefined): void {
  const parent = shadow ? element.shadowRoot : element;
  const server = parent && serverMarkupIn(parent, state.entry);
  const root = server?.firstElementChild;
  if (!server || !root) return;
  installStyles(shadow ? (parent as ShadowRoot) : document, nonce);
  const locale = root.getAttribute('lang') ?? 'en';
  state.taken = { server, fromServer: true, idPrefix: root.getAttribute('data-id-prefix') ?? undefined, locale, serverMarkup: () => server };
  void loadFirstScreen({ entry: state.entry, config: state.props.config, localeKey: localeKey(locale, true) }).then(() => {
    if (mounted.get(element) !== state) return;
    server.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
    state.root = hydrateRoot(server, <Widget {...state.props} {...state.taken} />, ROOT_OPTIONS);
  });
}

/** What the mount functions take, once they know the element: the options less the selector. */
export type ElementMountOptions = Omit<MountOptions, 'elementId'>;

/** The store's first state of each entry, from its options (the reset token). */
function prepareOf(entry: WidgetEntry, options: { passwordResetToken?: string }): PrepareStore | undefined {
  if (entry === 'resetPassword') {
    return (store) => {
      store.set(resetPasswordStateAtom, { token: options.passwordResetToken ?? '' });
      store.set(screenAtom, 'PasswordResetForm');
    };
  }
  if (entry === 'passkeyRegistration') return (store) => store.set(screenAtom, 'PasskeyRegistrationStart');
  return undefined;
}

function mount(method: string, entry: WidgetEntry, options: MountOptions & { passwordResetToken?: string }) {
  assertBrowser();
  checkOptions(method, options);
  return render(findElement(options.elementId, method), entry, options);
}

/**
 * Mounts the `entry` widget on `element` itself (the custom elements of `@auth-widget/sdk/elements` are their own
 * element): as the mount functions do, mounting again on the same element re-renders with the new options, and a
 * server's markup in it is taken over.
 */
export function mountOn(element: Element, method: string, entry: WidgetEntry, options: ElementMountOptions & { passwordResetToken?: string }) {
  assertBrowser();
  checkOptions(method, options);
  if (entry === 'resetPassword') checkUsage(method, [['passwordResetToken', options.passwordResetToken, 'string']]);
  return render(element, entry, options);
}

function render(element: Element, entry: WidgetEntry, options: ElementMountOptions & { passwordResetToken?: string }) {
  const shadow = options.config.enableShadowDOM === true;
  let current = mounted.get(element);
  if (current && (current.entry !== entry || current.clientKey !== options.client || current.resetToken !== options.passwordResetToken)) {
    // Another entry, client or reset token: start over with a fresh store.
    remove(element, current);
    current = undefined;
  }
  const props = {
    entry,
    config: options.config,
    styles: options.styles ?? {},
    callbacks: options.callbacks ?? {},
    strings: resolveStrings(options.strings),
    locale: options.locale,
    nonce: options.nonce,
  };
  if (current) {
    current.props = { ...current.props, ...props };
    // A takeover stays in the server's locale, unless a later mount names another.
    if (current.taken && options.locale) current.taken.locale = options.locale;
  } else {
    // A server's stylesheet sent into the element belongs in the head, as any mount's: out of what the widget
    // renders over, or a page may empty later.
    const serverStyle = shadow ? null : element.querySelector(':scope > style#auth-widget-styles');
    if (serverStyle) document.head.appendChild(serverStyle);
    const ownsClient = typeof options.client === 'string';
    // A public token: the first screen renders at once, the client's module starts loading once it has painted.
    const client = typeof options.client === 'string' ? deferredClient(options.client, options.clientOptions, { start: afterPaint }) : options.client;
    current = {
      props: { ...props, client, store: createWidgetStore(prepareOf(entry, options)) },
      entry,
      client,
      ownsClient,
      clientKey: options.client,
      resetToken: options.passwordResetToken,
    };
    mounted.set(element, current);
    takeOver(element, current, shadow, options.nonce);
    if (!current.taken) current.root = createRoot(widgetContainer(element, { shadow, nonce: options.nonce }), ROOT_OPTIONS);
  }
  current.root?.render(<Widget {...current.props} {...current.taken} />);
  const state = current;
  return {
    /** Removes the widget from the element. */
    unmount(): void {
      if (mounted.get(element) === state) remove(element, state);
    },
  };
}

/** Unmounts a widget (and the server's markup it took over, or was about to), disposing of a client it made. */
function remove(element: Element, state: Mounted): void {
  state.root?.unmount();
  state.taken?.server.remove();
  if (state.ownsClient) state.client.dispose();
  mounted.delete(element);
}

/** Mounts the login widget; it starts on Main. Takes over a server's render of it in the element. */
export function mountLogin(options: MountOptions) {
  return mount('mountLogin', 'login', options);
}

/** Mounts the password reset form for a reset token taken from the reset email's link. */
export function mountResetPassword(options: MountOptions & { passwordResetToken: string }) {
  checkUsage('mountResetPassword', [['passwordResetToken', options?.passwordResetToken, 'string']]);
  return mount('mountResetPassword', 'resetPassword', options);
}

/** Mounts passkey registration for a signed-in user; it starts on the passkey-start screen. */
export function mountPasskeyRegistration(options: MountOptions) {
  return mount('mountPasskeyRegistration', 'passkeyRegistration', options);
}
