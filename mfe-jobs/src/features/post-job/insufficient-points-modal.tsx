import { JOB_MESSAGES } from '@tutorium/shared/contracts';
import { Button, ButtonLink, Modal } from '@tutorium/shared/ui';
import { useJobsT } from '../../common/jobs-t';

/** Shown instead of the job form when the balance is 0 (spec sections 2 and 8). */
export function InsufficientPointsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useJobsT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('Not Enough Points')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{t('Cancel')}</Button>
          <ButtonLink to="/buy-points">{t('Buy Points')}</ButtonLink>
        </>
      }
    >
      {/* t("You don't have enough points to post a new job.") */}
      <p>{t(JOB_MESSAGES.notEnoughPointsToPost)}</p>
    </Modal>
  );
}
