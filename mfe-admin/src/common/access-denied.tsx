import { ButtonLink, Card } from '@tutorium/shared/ui';
import { useAdminT } from './admin-t';

/** What a signed-in member who is not an administrator sees on every admin page (a level-2 heading inside a page). */
export function AccessDenied({ role, level = 1 }: { role: string; level?: 1 | 2 }) {
  const t = useAdminT();
  const Heading = `h${level}` as const;
  return (
    <Card>
      <Heading>{t('Access Denied')}</Heading>
      <p role="alert">{t('The admin console is for administrators. You are logged in as: {{role}}', { role })}</p>
      <ButtonLink to="/">{t('Go to Home')}</ButtonLink>
    </Card>
  );
}
