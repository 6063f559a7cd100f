import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from './button';
import { Modal } from './modal';

export interface InsufficientPointsModalProps {
  open: boolean;
  /** Called on Cancel, Escape or a click outside. */
  onClose: () => void;
  /** What the points were wanted for, in the remote's words (spec section 8's texts). */
  message: string;
}

/** Spec section 2's Not Enough Points modal: the reason, Cancel, and Buy Points (to /buy-points). */
export function InsufficientPointsModal({ open, onClose, message }: InsufficientPointsModalProps) {
  const { t } = useTranslation('common');
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
      <p>{message}</p>
    </Modal>
  );
}
