import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface RouteErrorBoundaryProps {
  /** The location's key: moving to another page clears the error, as a data router's boundary does. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/** Renders the error page in place of its children when they throw (a page, or the whole shell). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    // A thrown non-error value still shows the page (null would read as "no error").
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
