import { renderToString } from 'react-dom/server';
import type { WidgetOptions } from '../config.ts';
import { loadFirstScreen } from '../firstScreen.ts';
import { firstScreenStylesheet } from '../firstScreenStylesheet.ts';
import { checkWidgetOptions } from '../root/checkWidgetOptions.ts';
import { createWidgetStore, type PrepareStore } from '../root/createWidgetRoot.ts';
import { SERVER_MARKUP_ATTRIBUTE } from '../root/serverMarkup.ts';
import { resetPasswordStateAtom, screenAtom } from '../state/atoms.ts';
import { resolveStrings } from '../strings/index.ts';
import { localeKey } from '../strings/useLocale.ts';
import { Widget } from '../Widget.tsx';
import type { WidgetEntry } from '../state/WidgetContext.tsx';
import { CAPTURE_SCRIPT } from './captureScript.ts';
import { serverClient } from './serverClient.ts';

/** What a server renders a widget's first screen from: the options of its mount function, less the callbacks. */
export interface RenderHtmlOptions extends Omit<WidgetOptions, 'callbacks'> {
  /**
   * Prefix of the ids in the markup. Two widgets on one page need two prefixes; by default each call in this process
   * gets its own (`aw1`, `aw2`…).
   */
  idPrefix?: string;
}

let rendered = 0;

/** An attribute's value, escaped for a double-quoted attribute. */
export function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

async function renderHtml(method: string, entry: WidgetEntry, options: RenderHtmlOptions, prepare?: PrepareStore): Promise<string> {
  checkWidgetOptions(method, options);
  const { config, styles = {}, strings, locale, nonce } = options;
  const screen = { entry, config, localeKey: localeKey(locale, true) };
  await loadFirstScreen(screen);
  const idPrefix = options.idPrefix ?? `aw${++rendered}`;
  const markup = renderToString(
    <Widget
      entry={entry}
      client={serverClient}
      config={config}
      styles={styles}
      callbacks={{}}
      strings={resolveStrings(strings)}
      // The markup's `lang` says which locale it resolved to: the browser takes the markup over in that one.
      locale={locale}
      store={createWidgetStore(prepare)}
      nonce={nonce}
      fromServer
      idPrefix={idPrefix}
    />,
    { identifierPrefix: `${idPrefix}-` },
  );
  const nonceAttribute = nonce ? ` nonce="${attribute(nonce)}"` : '';
  const style = `<style id="auth-widget-styles"${nonceAttribute}>${firstScreenStylesheet(screen)}</style>`;
  const html = `${style}<div data-auth-widget-root="" ${SERVER_MARKUP_ATTRIBUTE}="${entry}">${markup}</div>`;
  // The login form takes a submit from its first paint (`CAPTURE_SCRIPT`); the other entries' buttons need the widget.
  // The script follows a declarative shadow root rather than sitting in it, where not every engine runs it.
  const capture = entry === 'login' ? `<script${nonceAttribute}>${CAPTURE_SCRIPT}</script>` : '';
  return `${config.enableShadowDOM === true ? `<template shadowrootmode="open">${html}</template>` : html}${capture}`;
}

/**
 * The HTML of the login widget's first screen (Main) for a config, to put inside the element `mountLogin` mounts
 * into: styled before any script runs (its `<style>` comes with it; with `enableShadowDOM`, inside a declarative
 * shadow root), with no call made. `mountLogin` then takes it over where it is (a hydration), keeping what the visitor
 * typed meanwhile. A script after the markup (`CAPTURE_SCRIPT`, with the `nonce`) lets Continue and Enter work
 * from the first paint: the submit waits, busy, and the widget makes it once it has taken over. The other buttons
 * wait, disabled, until then, as all do without script. Runs on any server or at build time, in the `locale`
 * given (English without it; `resolveLocale(acceptLanguage(header), LOCALES)` of `@auth-widget/sdk/locales` reads an
 * `Accept-Language` header). Needs React and React DOM installed beside the sdk.
 */
export function renderLoginHtml(options: RenderHtmlOptions): Promise<string> {
  return renderHtml('renderLoginHtml', 'login', options);
}

/** The HTML of the password reset form, for `mountResetPassword` to take over (see `renderLoginHtml`). */
export function renderResetPasswordHtml(options: RenderHtmlOptions): Promise<string> {
  return renderHtml('renderResetPasswordHtml', 'resetPassword', options, (store) => {
    // The token is the browser's to give (`mountResetPassword`): the form shows nothing of it.
    store.set(resetPasswordStateAtom, { token: '' });
    store.set(screenAtom, 'PasswordResetForm');
  });
}

/** The HTML of "Set up a new Passkey", for `mountPasskeyRegistration` to take over (see `renderLoginHtml`). */
export function renderPasskeyRegistrationHtml(options: RenderHtmlOptions): Promise<string> {
  return renderHtml('renderPasskeyRegistrationHtml', 'passkeyRegistration', options, (store) => {
    store.set(screenAtom, 'PasskeyRegistrationStart');
  });
}
