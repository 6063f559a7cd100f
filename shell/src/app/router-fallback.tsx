import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's last resort: the spec's 'Unexpected Application Error' with the error text. */
export function RouterFallback() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  return (
    <main role="alert" style={{ padding: '2rem' }}>
      <h1>{t('Unexpected Application Error')}</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{describe(error)}</pre>
    </main>
  );
}
