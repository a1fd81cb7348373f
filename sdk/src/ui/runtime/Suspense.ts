import { Component, createContext, createElement, type ComponentChildren } from 'preact';

/** What a lazy component below a `Suspense` calls while its code loads (`lazy`). */
export const SuspenseWait = createContext<((loading: PromiseLike<unknown>) => void) | undefined>(undefined);

interface SuspenseProps {
  fallback?: ComponentChildren;
  children?: ComponentChildren;
}

/**
 * React's `Suspense` for `lazy` components: while one below it loads, the boundary shows its fallback in place of all
 * its children, and shows them again once every load has settled (a failed one then throws to the error boundary
 * above). The lazy component tells the boundary through context rather than by throwing a promise, so an error
 * boundary between the two never mistakes a load for an error.
 */
export class Suspense extends Component<SuspenseProps, { waiting: number }> {
  override state = { waiting: 0 };

  private wait = (loading: PromiseLike<unknown>): void => {
    this.setState(({ waiting }) => ({ waiting: waiting + 1 }));
    const settled = () => this.setState(({ waiting }) => ({ waiting: waiting - 1 }));
    loading.then(settled, settled);
  };

  override render() {
    const { fallback = null, children } = this.props;
    return createElement(SuspenseWait.Provider, { value: this.wait }, this.state.waiting > 0 ? fallback : children);
  }
}
