import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@tutorium/shared/contracts';
import { ErrorState } from '@tutorium/shared/ui';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  /** Told what went wrong (reported for the remote's build), besides the console. */
  onError?: (error: Error, componentStack?: string) => void;
  children: ReactNode;
}

/** Catches a remote that cannot load or throws while rendering, and offers a Retry in its place. */
export class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
    this.props.onError?.(error, info.componentStack ?? undefined);
  }

  override render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section style={{ padding: '2rem' }}>
      <ErrorState
        title={t('This part of Tutorium could not be loaded.')}
        message={t('Check your connection and try again. The rest of the site keeps working.')}
        onRetry={onRetry}
      />
    </section>
  );
}
