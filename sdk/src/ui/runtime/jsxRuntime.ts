/**
 * `react/jsx-runtime` as the standalone builds see it (`scripts/standaloneRuntime.ts`): Preact's JSX functions, with an
 * element's props applied as React applies them (`domProps`).
 */
import type { VNode } from 'preact';
import { Fragment, jsx as preactJsx } from 'preact/jsx-runtime';
import { domProps } from './domProps.ts';

type Jsx = (type: unknown, props: Record<string, unknown>, key?: unknown) => VNode;

/** The element of compiled JSX (`jsx` and `jsxs` alike: Preact needs no hint about static children). */
export function jsx(type: unknown, props: Record<string, unknown>, key?: unknown): VNode {
  return (preactJsx as Jsx)(type, typeof type === 'string' ? domProps(type, props) : props, key);
}

export { jsx as jsxs, Fragment };
