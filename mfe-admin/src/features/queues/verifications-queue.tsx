import { useState } from 'react';
import type { VerificationRequest } from '@tutorium/shared/contracts';
import { Link } from '@tutorium/shared/router';
import { Button, Card, EmptyState, Skeleton, useToast } from '@tutorium/shared/ui';
import { useApproveVerification } from '../../api/approve-verification.api';
import { useVerifications } from '../../api/get-verifications.api';
import { useRejectVerification } from '../../api/reject-verification.api';
import { useAdminT } from '../../common/admin-t';
import { useFormat } from '../../common/format';
import { LoadError } from '../../common/load-error';
import { Pager } from '../../common/pager';
import { ReasonDialog } from '../../common/reason-dialog';
import styles from '../../common/admin.module.css';
import { DocumentViewer } from './document-viewer';

/** Tutors' pending verification requests: view the document, approve or reject. */
export function VerificationsQueue() {
  const t = useAdminT();
  const [page, setPage] = useState(1);
  const requests = useVerifications(page);
  return (
    <Card as="section" aria-labelledby="verifications-queue-title" className={styles.section}>
      <h2 id="verifications-queue-title">{t('Verification requests')}</h2>
      {requests.isPending ? (
        <div role="status" aria-label={t('Loading verification requests...')}><Skeleton lines={3} /></div>
      ) : requests.isError ? (
        <LoadError error={requests.error} title={t('Could not load the verification requests.')} onRetry={() => void requests.refetch()} />
      ) : requests.data.results.length === 0 ? (
        <EmptyState title={t('No pending verification requests')} headingLevel={3} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('Verification requests')}>
            {requests.data.results.map((request) => <VerificationItem key={request.id} request={request} />)}
          </ul>
          <Pager page={page} data={requests.data} onPage={setPage} label={t('Verification request pages')} />
        </>
      )}
    </Card>
  );
}

function VerificationItem({ request }: { request: VerificationRequest }) {
  const t = useAdminT();
  const format = useFormat();
  const toast = useToast();
  const approve = useApproveVerification();
  const reject = useRejectVerification();
  const [open, setOpen] = useState<'document' | 'approve' | 'reject' | null>(null);
  const close = () => {
    approve.reset();
    reject.reset();
    setOpen(null);
  };
  return (
    <li className={styles.item} aria-label={request.username}>
      <div className={styles.itemText}>
        <h3><Link to={`/admin/users/${request.tutor_id}`}>{request.username}</Link></h3>
        <p>{t('Education: {{education}}', { education: request.education })}</p>
        <p>{t('Experience: {{experience}}', { experience: request.experience })}</p>
        <p className={styles.muted}>{t('Sent {{date}}', { date: format.date(request.created_at) })}</p>
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => setOpen('document')}>{t('View document')}</Button>
        <Button size="sm" onClick={() => setOpen('approve')}>{t('Approve')}</Button>
        <Button size="sm" variant="danger" onClick={() => setOpen('reject')}>{t('Reject')}</Button>
      </div>
      {open === 'document' && <DocumentViewer requestId={request.id} username={request.username} onClose={close} />}
      <ReasonDialog
        open={open === 'approve'}
        optional
        title={t('Verify {{name}}', { name: request.username })}
        confirmLabel={t('Approve request')}
        pending={approve.isPending}
        error={approve.error}
        onClose={close}
        onSubmit={(reason) => void approve.mutateAsync({ id: request.id, reason: reason || undefined }).then(
          () => toast.success(t('{{name}} is verified.', { name: request.username })),
          () => undefined,
        )}
      />
      <ReasonDialog
        open={open === 'reject'}
        danger
        title={t('Reject the request of {{username}}', { username: request.username })}
        description={t('The tutor is told the reason.')}
        confirmLabel={t('Reject request')}
        pending={reject.isPending}
        error={reject.error}
        onClose={close}
        onSubmit={(reason) => void reject.mutateAsync({ id: request.id, reason }).then(
          () => toast.success(t('The request of {{username}} was rejected.', { username: request.username })),
          () => undefined,
        )}
      />
    </li>
  );
}
