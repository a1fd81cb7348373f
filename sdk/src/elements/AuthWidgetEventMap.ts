import type { WidgetEvent } from '../ui/config.ts';
import type { EventSpec } from './elementSpecs.ts';

/**
 * The events of the elements, by name, with the type of their `detail`: one per callback of the mount functions.
 * Each bubbles and is composed (it leaves a shadow root), so a page can listen on any ancestor.
 */
export interface AuthWidgetEventMap extends Record<EventSpec['name'], CustomEvent> {
  /** A flow finished: the provider's answer (`onSuccess`). */
  'auth-widget-success': CustomEvent<unknown>;
  /** A flow failed, or the element's inputs are unusable: the error, an AuthError for the widget's own (`onError`). */
  'auth-widget-error': CustomEvent<unknown>;
  /** A step of a flow (`onEvent`). */
  'auth-widget-event': CustomEvent<WidgetEvent>;
}
