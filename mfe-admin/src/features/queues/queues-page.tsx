import { AdminPage } from '../../common/admin-page';
import { useAdminT } from '../../common/admin-t';
import { ReportsQueue } from './reports-queue';
import { SubjectsQueue } from './subjects-queue';
import { VerificationsQueue } from './verifications-queue';

/** `/admin/queues`: pending subjects, verification requests and open reports, each decided in place. */
export default function QueuesPage() {
  const t = useAdminT();
  return (
    <AdminPage title={t('Queues')}>
      <SubjectsQueue />
      <VerificationsQueue />
      <ReportsQueue />
    </AdminPage>
  );
}
