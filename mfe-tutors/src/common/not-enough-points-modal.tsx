import { TUTOR_MESSAGES } from '@tutorium/shared/contracts';
import { Button, ButtonLink, Modal } from '@tutorium/shared/ui';
import { useTutorsT } from './tutors-t';

/** Spec section 2 "Modals": Cancel and Buy Points (to /credit-purchase); Escape or an outside click close it. */
export function NotEnoughPointsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTutorsT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('Not Enough Points')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{t('Cancel')}</Button>
          <ButtonLink to="/credit-purchase">{t('Buy Points')}</ButtonLink>
        </>
      }
    >
      {/* t('You need more points to unlock contact information. Please purchase points to proceed.') */}
      <p>{t(TUTOR_MESSAGES.notEnoughPointsToUnlock)}</p>
    </Modal>
  );
}
