/**
 * The elements' tags in React 19's JSX: `import type {} from '@auth-widget/sdk/elements/react';` once in the app.
 * React 19 sets a prop the element has as its property (an object `config`, a `client`) and attaches
 * `onauth-widget-success` and its siblings as listeners of the events.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AuthWidgetEventProps, AuthWidgetTagProps } from '@auth-widget/sdk/elements';

/** Each tag's attributes: the element's own, its inputs' and its events'. */
type Tags = { [T in keyof AuthWidgetTagProps]: ElementProps<AuthWidgetTagProps[T][0], AuthWidgetTagProps[T][1]> };

type ElementProps<E, P> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof P> & P & AuthWidgetEventProps;

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds the tags
    interface IntrinsicElements extends Tags {}
  }
}
