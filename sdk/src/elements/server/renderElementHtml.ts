import type { AuthClientOptions } from '../../client/core/types.ts';
import type { WidgetEntry } from '../../ui/state/WidgetContext.tsx';
import {
  attribute,
  renderLoginHtml,
  renderPasskeyRegistrationHtml,
  renderResetPasswordHtml,
  type RenderHtmlOptions,
} from '../../ui/server/renderWidgetHtml.tsx';
import { elementSpec } from '../elementSpecs.ts';

/** What a server renders an element from: its first screen's options, and the attributes it carries to the browser. */
export interface RenderElementHtmlOptions extends RenderHtmlOptions {
  /** The element's `public-token`. */
  publicToken?: string;
  /** The element's `client-options` (what JSON can carry of them: endpoints, cookie options, timeout). */
  clientOptions?: AuthClientOptions;
}

const RENDER: Record<WidgetEntry, (options: RenderHtmlOptions) => Promise<string>> = {
  login: renderLoginHtml,
  resetPassword: renderResetPasswordHtml,
  passkeyRegistration: renderPasskeyRegistrationHtml,
};

/**
 * The element's tag, its attributes (the inputs given, JSON for the object ones) and the first screen inside it, as
 * `renderLoginHtml` and its siblings render it: in its light DOM, or in a declarative shadow root with
 * `enableShadowDOM`. The element takes it over in place when its script arrives, as `mountLogin` does.
 */
async function renderElementHtml(entry: WidgetEntry, options: RenderElementHtmlOptions): Promise<string> {
  const spec = elementSpec(entry);
  const inner = await RENDER[entry](options);
  const values: Partial<Record<string, unknown>> = { ...options };
  const attributes = spec.inputs.flatMap((input) => {
    const value = values[input.property];
    if (!input.attribute || value === undefined) return [];
    const text = input.kind === 'json' ? JSON.stringify(value) : String(value);
    return [` ${input.attribute}="${attribute(text)}"`];
  });
  return `<${spec.tag}${attributes.join('')}>${inner}</${spec.tag}>`;
}

/**
 * `<auth-widget-login …>` with the login widget's first screen in it, for `@auth-widget/sdk/elements` to take over
 * (see `renderLoginHtml`): `renderLoginElementHtml({ publicToken, config })`.
 */
export function renderLoginElementHtml(options: RenderElementHtmlOptions): Promise<string> {
  return renderElementHtml('login', options);
}

/** `<auth-widget-reset-password …>` with the reset form in it (the token is the browser's to set). */
export function renderResetPasswordElementHtml(options: RenderElementHtmlOptions): Promise<string> {
  return renderElementHtml('resetPassword', options);
}

/** `<auth-widget-passkey-registration …>` with "Set up a new Passkey" in it. */
export function renderPasskeyRegistrationElementHtml(options: RenderElementHtmlOptions): Promise<string> {
  return renderElementHtml('passkeyRegistration', options);
}
