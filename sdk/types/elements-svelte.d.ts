/**
 * The elements' tags in Svelte 5 markup (svelte-check): `import type {} from '@auth-widget/sdk/elements/svelte';`
 * once in the app. Svelte sets an attribute the element has as its property (`config={{ products: ['otp'] }}`) and
 * attaches `onauth-widget-success` and its siblings as listeners of the events.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { AuthWidgetEventProps, AuthWidgetTagProps } from '@auth-widget/sdk/elements';

/** Each tag's attributes: the element's own, its inputs' and its events'. */
type Tags = { [T in keyof AuthWidgetTagProps]: ElementProps<AuthWidgetTagProps[T][0], AuthWidgetTagProps[T][1]> };

type ElementProps<E, P> = Omit<HTMLAttributes<E>, keyof P> & P & AuthWidgetEventProps;

declare module 'svelte/elements' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds the tags
  interface SvelteHTMLElements extends Tags {}
}
