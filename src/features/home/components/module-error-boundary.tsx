import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../../../lib/client-log';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** One broken module must not blank the home page: show its fallback and report the error. */
export class ModuleErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(
      Object.assign(error, { stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}` }),
      'boundary',
    );
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
