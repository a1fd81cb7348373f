import { Component, type ReactNode } from 'react';
import { AuthError } from '../../client/core/AuthError.ts';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown in place of the children once one of them has thrown. */
  fallback: ReactNode;
  /** Called once per caught error. */
  onError: (error: unknown) => void;
}

/**
 * Catches what its children throw while rendering (and in their effects), so that one broken screen leaves the
 * widget usable instead of unmounting it whole. A class, since React has no hook for this; it holds no reset: its
 * parent gives it a new `key` to start again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Reports a render error to the widget's `fail` (the host's `onError`) as an AuthError whose cause is the error, and
 * logs one console line naming the part and the error's class only: its message may quote a provider's answer.
 */
export function reportRenderError(fail: (error: unknown) => void, what: string, error: unknown): void {
  const message = `${what} failed to render`;
  console.error(`auth-widget: ${message} (${error instanceof Error ? error.name : typeof error}); see onError`);
  fail(new AuthError('other', `${message}.`, { cause: error }));
}
