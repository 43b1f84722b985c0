/** Keeps one panel's failure from taking the whole table down: the encounter and the other panels stay. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Panel ${this.props.name} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div className="panel error" role="alert" data-testid={`panel-error.${this.props.name}`}>
          {this.props.name}: {this.state.error.message}{' '}
          <button onClick={() => this.setState({ error: null })}>↻</button>
        </div>
      );
    }
    return this.props.children;
  }
}
