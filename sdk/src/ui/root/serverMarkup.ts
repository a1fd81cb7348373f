import type { WidgetEntry } from '../state/WidgetContext.tsx';

/**
 * The attribute of the element holding a server's render of a widget (valued with its entry), beside the `<style>`
 * sent with it: in the widget's element (`renderLoginHtml`), or in its declarative shadow root (`enableShadowDOM`).
 */
export const SERVER_MARKUP_ATTRIBUTE = 'data-auth-widget-server';

/** The server's markup of an `entry` widget in `parent` (an element or its shadow root), or null. */
export function serverMarkupIn(parent: ParentNode, entry: WidgetEntry): HTMLElement | null {
  return parent.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}="${entry}"]`);
}
