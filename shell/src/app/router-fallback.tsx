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

// Webpack's name for a chunk that did not arrive: the shell's own code (the remote areas' chunk,
// say) after the connection dropped, or after a deploy replaced the files this page refers to.
const isMissingCode = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  // Missing code is what a reload fixes (it brings this deploy's pages and their chunks).
  if (isMissingCode(error)) {
    return (
      <main role="alert" style={{ padding: '2rem' }}>
        <h1>{t('This part of Tutorium could not be loaded.')}</h1>
        <button type="button" onClick={() => window.location.reload()}>{t('Retry')}</button>
      </main>
    );
  }
  return (
    <main role="alert" style={{ padding: '2rem' }}>
      <h1>{t('Unexpected Application Error')}</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{error instanceof Error ? error.message : String(error)}</pre>
    </main>
  );
}
