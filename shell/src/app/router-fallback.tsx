import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The router's last resort: the spec's 'Unexpected Application Error' with the error text. */
export class RouterFallback extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <UnexpectedError error={this.state.error} />;
  }
}

function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  return (
    <main role="alert" style={{ padding: '2rem' }}>
      <h1>{t('Unexpected Application Error')}</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{error instanceof Error ? error.message : String(error)}</pre>
    </main>
  );
}
