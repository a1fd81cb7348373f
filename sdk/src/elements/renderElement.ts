import { AuthError } from '../client/core/AuthError.ts';
import type { WidgetCallbacks } from '../ui/config.ts';
import { mountOn } from '../ui/mount/mount.tsx';
import { installStyles } from '../ui/theme/installStyles.ts';
import { EVENT_SPECS, type ElementSpec, type ResetPasswordElementInputs } from './elementSpecs.ts';

/** A widget shown by an element, or its usage error: what the element removes when it goes or changes. */
export interface ElementView {
  unmount(): void;
  /** The view is a usage error's banner, not a widget. */
  error: boolean;
}

export interface RenderElementOptions {
  element: HTMLElement;
  spec: ElementSpec;
  inputs: ResetPasswordElementInputs;
  /** Attributes whose JSON did not parse, with the parser's message. */
  invalid: ReadonlyMap<string, string>;
  /** What the element showed before. */
  view: ElementView | undefined;
}

/** The mount API's callbacks, each dispatching its event from the element. */
function eventCallbacks(element: HTMLElement): WidgetCallbacks {
  return Object.fromEntries(
    EVENT_SPECS.map((event) => [event.callback, (detail: unknown) => element.dispatchEvent(new CustomEvent(event.name, { detail, bubbles: true, composed: true }))]),
  );
}

/** A usage error for attributes holding no JSON, naming each and showing the form it takes. */
function invalidJson(tag: string, invalid: ReadonlyMap<string, string>): AuthError {
  const lines = [...invalid].map(([attribute, message]) => `the ${attribute} attribute is not JSON (${message})`);
  return new AuthError('usage_error', [`Invalid <${tag}>`, ...lines, `Write it as JSON in single quotes: config='{"products":["otp"]}'`].join('\n'));
}

/**
 * Shows a usage error (or any error the inputs led to) in the element, in the widget's error banner, as the widget would show an error: logged,
 * dispatched as `auth-widget-error`, and never a blank element.
 */
function showError(element: HTMLElement, error: unknown, nonce: string | undefined): ElementView {
  const parent = element.shadowRoot ?? element;
  installStyles(element.shadowRoot ?? document, nonce);
  const root = document.createElement('div');
  root.className = 'aw-root';
  root.setAttribute('data-auth-widget-usage-error', '');
  const banner = root.appendChild(document.createElement('div'));
  banner.className = 'aw-banner';
  banner.setAttribute('data-variant', 'error');
  banner.setAttribute('role', 'alert');
  banner.textContent = error instanceof Error ? error.message : String(error);
  parent.appendChild(root);
  console.error(`auth-widget: ${banner.textContent}`);
  element.dispatchEvent(new CustomEvent('auth-widget-error', { detail: error, bubbles: true, composed: true }));
  return { unmount: () => root.remove(), error: true };
}

/**
 * Renders an element's widget from its inputs, over what it showed before (a re-render keeps the widget's state;
 * another client starts it over), or its usage error when the inputs cannot make one.
 */
export function renderElement({ element, spec, inputs, invalid, view }: RenderElementOptions): ElementView {
  const method = `<${spec.tag}>`;
  try {
    if (invalid.size > 0) throw invalidJson(spec.tag, invalid);
    // A usage error shown before goes once the inputs are usable.
    if (view?.error) view.unmount();
    const client = inputs.client ?? inputs.publicToken;
    if (client === undefined) throw new AuthError('usage_error', `Invalid ${method}\nit needs a public-token attribute or a client property`);
    const mounted = mountOn(element, method, spec.entry, {
      client,
      clientOptions: inputs.clientOptions,
      // Checked by the mount: absent, it is a usage error like any other.
      config: inputs.config!,
      styles: inputs.styles,
      strings: inputs.strings,
      locale: inputs.locale,
      nonce: inputs.nonce,
      passwordResetToken: inputs.passwordResetToken,
      callbacks: eventCallbacks(element),
    });
    return { unmount: mounted.unmount, error: false };
  } catch (error) {
    view?.unmount();
    return showError(element, error, inputs.nonce);
  }
}
