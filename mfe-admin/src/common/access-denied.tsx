import { ButtonLink, Card } from '@tutorium/shared/ui';
import { useAdminT } from './admin-t';

/** What a signed-in member who is not an administrator sees on every admin page. */
export function AccessDenied({ role }: { role: string }) {
  const t = useAdminT();
  return (
    <Card>
      <h1>{t('Access Denied')}</h1>
      <p role="alert">{t('The admin console is for administrators. You are logged in as: {{role}}', { role })}</p>
      <ButtonLink to="/">{t('Go to Home')}</ButtonLink>
    </Card>
  );
}
