import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; resetKey: unknown; children: ReactNode };
type State = { failed: boolean; resetKey: unknown };

/** Shows `fallback` when rendering the route fails, until the next page (`resetKey`) is opened. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
