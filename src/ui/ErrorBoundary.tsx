// A crash inside one widget stays inside it: the user sees an error state with a retry, the host page goes on.
import { Component, type ReactNode } from 'react';
import { StateView } from './StateView';

interface Props {
  children: ReactNode;
}
interface State {
  failed: boolean;
}

/** Catches render errors of the feature below it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[sport-widgets] a widget failed to render', error);
  }

  render() {
    return this.state.failed ? (
      <StateView kind="error" onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
