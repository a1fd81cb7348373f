import { useContext, useEffect, useInsertionEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { AuthError } from '../client/core/AuthError.ts';
import type { AuthClient } from '../client/createAuthClient.ts';
import type { WidgetCallbacks, WidgetOptions, WidgetStyles } from '../ui/config.ts';
import { createWidgetStore, widgetContainer, type PrepareStore } from '../ui/root/createWidgetRoot.ts';
import { checkStyles } from '../ui/theme/checkStyles.ts';
import { installStyles } from '../ui/theme/installStyles.ts';
import { resolveStrings } from '../ui/strings/index.ts';
import { Widget } from '../ui/Widget.tsx';
import type { WidgetEntry } from '../ui/WidgetContext.tsx';
import { AuthClientContext } from './AuthProvider.tsx';

/** Props every widget component takes: the widget's options, and the element it renders into. */
export interface WidgetComponentProps extends WidgetOptions {
  /** The client; defaults to the one of the nearest `AuthProvider`. */
  client?: AuthClient;
  /** Class and id of the element the widget renders into. */
  className?: string;
  id?: string;
}

interface WidgetHostProps extends WidgetComponentProps {
  entry: WidgetEntry;
  /** Sets the fresh store's first state (the reset token, the first screen). */
  prepare?: PrepareStore;
}

const NO_STYLES: WidgetStyles = {};
const NO_CALLBACKS: WidgetCallbacks = {};
const subscribeNever = () => () => {};

/** The component each entry is rendered by, for usage errors. */
const COMPONENTS: Record<WidgetEntry, string> = {
  login: '<Login>',
  resetPassword: '<ResetPassword>',
  passkeyRegistration: '<PasskeyRegistration>',
};

/**
 * Renders the widget inside the host's React tree (React is the host's, as a peer dependency, so there is no
 * second React root), with its own jotai store. It renders only in the browser: on a server, and during
 * hydration, the element stays empty, so server-rendered frameworks never meet browser-only code.
 */
export function WidgetHost({ entry, prepare, client: clientProp, config, styles, callbacks, strings, locale, nonce, className, id }: WidgetHostProps) {
  const contextClient = useContext(AuthClientContext);
  const client = clientProp ?? contextClient;
  if (!client) {
    throw new AuthError('usage_error', 'The widget needs a client: pass `client`, or render it inside <AuthProvider client={…}>.');
  }
  // Styles that could load a resource or leave their CSS value are refused as the mount functions refuse them.
  useMemo(() => checkStyles(COMPONENTS[entry], styles), [entry, styles]);
  const inBrowser = useSyncExternalStore(subscribeNever, () => true, () => false);
  const shadow = config.enableShadowDOM === true;

  // One store per widget and client, like each mount call; `prepare` only runs for a new store.
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the client on purpose: a new client starts a new store
  const store = useMemo(() => createWidgetStore(prepareRef.current), [client]);
  const resolvedStrings = useMemo(() => resolveStrings(strings), [strings]);

  // Without Shadow DOM the stylesheet goes in the page's head, before the widget's first layout; the element is not
  // needed for that, and React has not attached it yet at this point.
  useInsertionEffect(() => {
    if (!shadow) installStyles(document, nonce);
  }, [shadow, nonce]);

  // With Shadow DOM the widget is portalled into the element's shadow root, which holds its own stylesheet.
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadowContainer, setShadowContainer] = useState<Element | null>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!shadow || !host) {
      setShadowContainer(null);
      return;
    }
    setShadowContainer(widgetContainer(host, { shadow: true, nonce }));
  }, [shadow, nonce]);

  const widget = inBrowser ? (
    <Widget
      entry={entry}
      client={client}
      config={config}
      styles={styles ?? NO_STYLES}
      callbacks={callbacks ?? NO_CALLBACKS}
      strings={resolvedStrings}
      locale={locale}
      store={store}
    />
  ) : null;

  return (
    <div ref={hostRef} className={className} id={id} data-auth-widget={entry}>
      {shadow ? (shadowContainer && widget ? createPortal(widget, shadowContainer) : null) : widget}
    </div>
  );
}
