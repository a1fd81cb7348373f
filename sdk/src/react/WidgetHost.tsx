import {
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  version,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { AuthError } from '../client/core/AuthError.ts';
import type { AuthClient } from '../client/createAuthClient.ts';
import type { AuthClientOptions } from '../client/core/types.ts';
import type { WidgetCallbacks, WidgetOptions, WidgetStyles } from '../ui/config.ts';
import { firstScreenReady, loadFirstScreen, loadFirstScreenParts, type FirstScreen } from '../ui/firstScreen.ts';
import { firstScreenStylesheet } from '../ui/firstScreenStylesheet.ts';
import { createWidgetStore, widgetContainer, type PrepareStore } from '../ui/root/createWidgetRoot.ts';
import { SERVER_MARKUP_ATTRIBUTE, serverMarkupIn } from '../ui/root/serverMarkup.ts';
import { checkStyles } from '../ui/theme/checkStyles.ts';
import { installStyles } from '../ui/theme/installStyles.ts';
import { resolveStrings } from '../ui/strings/index.ts';
import { localeKey } from '../ui/strings/useLocale.ts';
import { Widget, type WidgetProps } from '../ui/Widget.tsx';
import type { WidgetEntry } from '../ui/state/WidgetContext.tsx';
import { AuthClientContext, WidgetNonceContext } from './AuthProvider.tsx';
import { clientFor } from './clientFor.ts';
import type { ReplaceServerMarkup } from './ReplaceServerMarkup.tsx';
import { captureScriptText, loadCaptureScript } from '../ui/server/serverCaptureScript.ts';

/** Props every widget component takes: the widget's options, and the element it renders into. */
export interface WidgetComponentProps extends WidgetOptions {
  /** The client, or a public token (as `AuthProvider` takes them); defaults to the one of the nearest `AuthProvider`. */
  client?: AuthClient | string;
  /** The client's options when `client` is a public token, read with it. */
  clientOptions?: AuthClientOptions;
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

/** The component each entry is rendered by, for usage errors. */
const COMPONENTS: Record<WidgetEntry, string> = {
  login: '<Login>',
  resetPassword: '<ResetPassword>',
  passkeyRegistration: '<PasskeyRegistration>',
};

/**
 * The components render their first screen on a server from React 19 on. Under React 18 they render their empty
 * element there, and the widget after hydration, as before.
 */
const RENDERS_ON_SERVER = Number.parseInt(version, 10) >= 19;

// A server loads every lazy part a first screen can show as it starts, so that its first renders rarely wait for one.
if (typeof document === 'undefined' && RENDERS_ON_SERVER) {
  loadFirstScreenParts();
  void loadCaptureScript();
}

const subscribeNever = () => () => {};
const yes = () => true;
const no = () => false;

/** `value` itself while it stays equal by value (plain data: config, styles, texts), so a new object renders nothing. */
function useByValue<T>(value: T): T {
  const key = JSON.stringify(value) ?? '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- Keyed on the value, not on the object.
  return useMemo(() => value, [key]);
}

interface ServerAwareWidgetProps extends WidgetProps {
  shadow: boolean;
  /** The render replaces a server's markup of a shadow root (`ReplaceServerMarkup`): it renders as the server did. */
  replacing: boolean;
}

/**
 * The widget, aware of a server: on a server, and in the browser hydrating what a server sent, it renders the first
 * screen as the server does (`fromServer`), its stylesheet before it in a `<style>` with the widget's nonce. Not one
 * that React hoists (`precedence`): React gives a hoisted style the renderer's nonce, which `renderToString` cannot
 * take, and drops the element's own. The hydration keeps that stylesheet until the page's own (`installStyles`) has
 * its rules, then removes it, before the browser paints. A hydration waits for the first screen's lazy parts (locale,
 * wallet buttons, start screen…) by suspending: the Suspense boundary above keeps the server's markup on the page
 * meanwhile, untouched, and hydrates it in one pass once they are here, so nothing is painted twice and nothing shifts.
 */
function ServerAwareWidget({ shadow, replacing, ...props }: ServerAwareWidgetProps) {
  const hydrating = useSyncExternalStore(subscribeNever, no, yes);
  const [fromServer] = useState(hydrating || replacing);
  const [serverSheet, setServerSheet] = useState(hydrating && !shadow);
  useLayoutEffect(() => setServerSheet(false), []);
  const screen: FirstScreen = { entry: props.entry, config: props.config, localeKey: localeKey(props.locale, fromServer) };
  // Thrown, not `use`d: the same promise-or-nothing for every React the components support.
  if (hydrating && !firstScreenReady(screen)) throw loadFirstScreen(screen);
  return (
    <>
      {serverSheet ? (
        // The server's text stays: a lazy part that failed to load here leaves its rules out of this render only.
        <style nonce={props.nonce} suppressHydrationWarning>
          {firstScreenStylesheet(screen)}
        </style>
      ) : null}
      <Widget {...props} fromServer={fromServer} />
    </>
  );
}

/**
 * Renders the widget inside the host's React tree (React is the host's, as a peer dependency, so there is no
 * second React root), with its own jotai store.
 *
 * On a server (React 19) it renders the first screen from its props alone, with its stylesheet: no call is made,
 * nothing browser-only runs; bootstrap, the session, passkey autofill, wallets, One Tap and the captcha notice start
 * in effects, after hydration. The browser hydrates that markup as it is, in the server's locale, buttons disabled
 * until it has (`Button`), what was typed kept. With `enableShadowDOM` the server sends a declarative shadow root
 * (`<template shadowrootmode="open">`: styles and markup, scoped with no script). React hydrates nothing inside a
 * shadow root, so the browser renders the same screen into a container beside the server's and removes the server's
 * in that same commit (`ReplaceServerMarkup`): no frame shows a change, and the focused field keeps its focus.
 */
export function WidgetHost({ entry, prepare, client: clientProp, clientOptions, config, styles, callbacks, strings, locale, nonce: nonceProp, className, id }: WidgetHostProps) {
  const contextClient = useContext(AuthClientContext);
  const contextNonce = useContext(WidgetNonceContext);
  const nonce = nonceProp ?? contextNonce;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- A token's options are read with it, as `AuthProvider` reads them.
  const ownClient = useMemo(() => (clientProp === undefined ? undefined : clientFor(clientProp, clientOptions)), [clientProp]);
  const client = ownClient ?? contextClient;
  if (!client) {
    throw new AuthError('usage_error', 'The widget needs a client: pass `client`, or render it inside <AuthProvider client={…}>.');
  }
  // Styles that could load a resource or leave their CSS value are refused as the mount functions refuse them.
  useMemo(() => checkStyles(COMPONENTS[entry], styles), [entry, styles]);
  const inBrowser = useSyncExternalStore(subscribeNever, yes, no);
  const onServer = typeof document === 'undefined';
  const shadow = config.enableShadowDOM === true;
  const idPrefix = `aw${useId()}`;

  // One store per widget and client, like each mount call; `prepare` only runs for a new store.
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the client on purpose: a new client starts a new store
  const store = useMemo(() => createWidgetStore(prepareRef.current), [client]);
  // Props equal by value render nothing new: a host re-rendering while the first screen waits to hydrate leaves it be.
  const [stableConfig, stableStyles, resolvedStrings] = useByValue([config, styles ?? NO_STYLES, resolveStrings(strings)] as const);
  // The latest callbacks, called through functions that stay the same.
  const latestCallbacks = useRef(callbacks);
  latestCallbacks.current = callbacks;
  const stableCallbacks = useMemo<WidgetCallbacks>(
    () => ({
      onSuccess: (response) => latestCallbacks.current?.onSuccess?.(response),
      onError: (error) => latestCallbacks.current?.onError?.(error),
      onEvent: (event) => latestCallbacks.current?.onEvent?.(event),
    }),
    [],
  );

  // Without Shadow DOM the stylesheet goes in the page's head, before the widget's first layout (and before a
  // hydration drops the server's); the element is not needed for that, and React has not attached it yet here.
  useInsertionEffect(() => {
    if (!shadow) installStyles(document, nonce);
  }, [shadow, nonce]);

  // With Shadow DOM the widget is portalled into the element's shadow root, which holds its own stylesheet. When the
  // server sent that shadow root, the widget renders beside its markup, which it then replaces.
  const hostRef = useRef<HTMLDivElement>(null);
  const serverRef = useRef<HTMLElement | null>(null);
  const [shadowTarget, setShadowTarget] = useState<{ container: Element; server?: HTMLElement; Replace?: typeof ReplaceServerMarkup } | null>(null);
  useEffect(() => {
    const host = hostRef.current;
    const server = host?.shadowRoot ? serverMarkupIn(host.shadowRoot, entry) : null;
    if (!shadow || !host) {
      setShadowTarget(null);
    } else if (!server) {
      setShadowTarget({ container: widgetContainer(host, { shadow: true, nonce }) });
    } else {
      let live = true;
      // The replacing render is the server's screen in one pass: its lazy parts first, and the replacing code (a
      // chunk of its own, which only this case needs).
      void Promise.all([loadFirstScreen({ entry, config: stableConfig, localeKey: localeKey(locale, true) }), import('./ReplaceServerMarkup.tsx')]).then(
        ([, module]) => {
          if (!live || !server.isConnected) return;
          installStyles(host.shadowRoot!, nonce);
          const container = document.createElement('div');
          container.setAttribute('data-auth-widget-root', '');
          server.after(container);
          serverRef.current = server;
          setShadowTarget({ container, server, Replace: module.ReplaceServerMarkup });
        },
      );
      return () => {
        live = false;
      };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The server's markup is taken over once, as it was rendered.
  }, [shadow, nonce]);

  const serverMarkup = useCallback(() => serverRef.current ?? hostRef.current, []);
  const replacing = shadowTarget?.server !== undefined;
  const tree = useMemo(
    () => (
      <Suspense fallback={null}>
        <ServerAwareWidget
          entry={entry}
          client={client}
          config={stableConfig}
          styles={stableStyles}
          callbacks={stableCallbacks}
          strings={resolvedStrings}
          locale={locale}
          store={store}
          idPrefix={idPrefix}
          serverMarkup={serverMarkup}
          shadow={shadow}
          nonce={nonce}
          replacing={replacing}
        />
      </Suspense>
    ),
    [entry, client, stableConfig, stableStyles, stableCallbacks, resolvedStrings, locale, store, idPrefix, serverMarkup, shadow, nonce, replacing],
  );

  let content: ReactNode = null;
  if (!RENDERS_ON_SERVER && !inBrowser) {
    // React 18: the element stays empty on a server and while hydrating.
  } else if (!shadow) {
    content = tree;
  } else if (onServer) {
    const stylesheet = firstScreenStylesheet({ entry, config: stableConfig, localeKey: localeKey(locale, true) });
    content = (
      <template {...{ shadowrootmode: 'open' }}>
        <style id="auth-widget-styles" nonce={nonce}>
          {stylesheet}
        </style>
        <div data-auth-widget-root="" {...{ [SERVER_MARKUP_ATTRIBUTE]: entry }}>
          {tree}
        </div>
      </template>
    );
  } else if (shadowTarget) {
    content = createPortal(
      <>
        {tree}
        {shadowTarget.server && shadowTarget.Replace ? <shadowTarget.Replace server={shadowTarget.server} container={shadowTarget.container} /> : null}
      </>,
      shadowTarget.container,
    );
  }

  return (
    <div ref={hostRef} className={className} id={id} data-auth-widget={entry}>
      {content}
      {/* After the markup (and out of a declarative shadow root) so that it runs; hydrated as it is, then removed. */}
      {!inBrowser && entry === 'login' ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: captureScriptText() ?? '' }} /> : null}
    </div>
  );
}
