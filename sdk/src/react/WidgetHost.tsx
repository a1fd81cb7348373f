import { useContext, useEffect, useInsertionEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createStore } from 'jotai/vanilla';
import { AuthError } from '../client/core/AuthError.ts';
import type { AuthClient } from '../client/createAuthClient.ts';
import type { WidgetCallbacks, WidgetConfig, WidgetStyles } from '../ui/config.ts';
import { installStyles } from '../ui/theme/installStyles.ts';
import { resolveStrings, type StringsOverride } from '../ui/strings/index.ts';
import { Widget } from '../ui/Widget.tsx';
import type { WidgetEntry } from '../ui/WidgetContext.tsx';
import { AuthClientContext } from './AuthProvider.tsx';

/** Props every widget component takes. */
export interface WidgetComponentProps {
  /** The client; defaults to the one of the nearest `AuthProvider`. */
  client?: AuthClient;
  config: WidgetConfig;
  styles?: WidgetStyles;
  callbacks?: WidgetCallbacks;
  strings?: StringsOverride;
  /** A CSP nonce for the widget's style tag. */
  nonce?: string;
  /** Class and id of the element the widget renders into. */
  className?: string;
  id?: string;
}

interface WidgetHostProps extends WidgetComponentProps {
  entry: WidgetEntry;
  /** Sets the fresh store's first state (the reset token, the first screen). */
  prepare?: (store: ReturnType<typeof createStore>) => void;
}

const NO_STYLES: WidgetStyles = {};
const NO_CALLBACKS: WidgetCallbacks = {};
const subscribeNever = () => () => {};

/**
 * Renders the widget inside the host's React tree (React is the host's, as a peer dependency, so there is no
 * second React root), with its own jotai store. It renders only in the browser: on a server, and during
 * hydration, the element stays empty, so server-rendered frameworks never meet browser-only code.
 */
export function WidgetHost({ entry, prepare, client: clientProp, config, styles, callbacks, strings, nonce, className, id }: WidgetHostProps) {
  const contextClient = useContext(AuthClientContext);
  const client = clientProp ?? contextClient;
  if (!client) {
    throw new AuthError('usage_error', 'The widget needs a client: pass `client`, or render it inside <AuthProvider client={…}>.');
  }
  const inBrowser = useSyncExternalStore(subscribeNever, () => true, () => false);
  const shadow = config.enableShadowDOM === true;

  // One store per widget and client, like each mount call; `prepare` only runs for a new store.
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  const store = useMemo(() => {
    const created = createStore();
    prepareRef.current?.(created);
    return created;
  }, [client]);
  const resolvedStrings = useMemo(() => resolveStrings(strings), [strings]);

  useInsertionEffect(() => {
    if (!shadow) installStyles(document, nonce);
  }, [shadow, nonce]);

  // With Shadow DOM the widget is portalled into the element's shadow root, which holds its own stylesheet.
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadowContainer, setShadowContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!shadow || !host) {
      setShadowContainer(null);
      return;
    }
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    installStyles(root, nonce);
    let container = root.querySelector<HTMLElement>('[data-auth-widget-root]');
    if (!container) {
      container = document.createElement('div');
      container.setAttribute('data-auth-widget-root', '');
      root.appendChild(container);
    }
    setShadowContainer(container);
  }, [shadow, nonce]);

  const widget = inBrowser ? (
    <Widget
      entry={entry}
      client={client}
      config={config}
      styles={styles ?? NO_STYLES}
      callbacks={callbacks ?? NO_CALLBACKS}
      strings={resolvedStrings}
      store={store}
    />
  ) : null;

  return (
    <div ref={hostRef} className={className} id={id} data-auth-widget={entry}>
      {shadow ? (shadowContainer && widget ? createPortal(widget, shadowContainer) : null) : widget}
    </div>
  );
}
