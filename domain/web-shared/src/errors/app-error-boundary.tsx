import { Component, type ErrorInfo, type ReactNode } from 'react';
import { APP_ERROR_TEXT } from './error-messages';
import { ErrorScreen } from './error-screen';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  failed: boolean;
}

/**
 * Last line of defence around the whole app: a render failure outside any route boundary (providers, router
 * itself). The usual cause in production is a stale bundle during a deployment, hence the "updating" wording.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorScreen title={APP_ERROR_TEXT.updatingMessage} />;
    return this.props.children;
  }
}
