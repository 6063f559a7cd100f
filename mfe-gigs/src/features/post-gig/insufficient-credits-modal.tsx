import { ButtonLink, Button, Modal } from '@tutorium/shared/ui';
import { GIG_MESSAGES } from '@tutorium/shared/contracts';
import { useGigsT } from '../../common/gigs-t';

/** Shown instead of the form when every free gig is used and the balance is 0. */
export function InsufficientCreditsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useGigsT();
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
      {/* t("You don't have enough points to create a new gig.") */}
      <p>{t(GIG_MESSAGES.notEnoughPointsForGig)}</p>
    </Modal>
  );
}
