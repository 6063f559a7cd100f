import { lazy, Suspense } from 'react';

// The form and its checks (react-hook-form, zod, the shared schema: about 37 KiB gzip) come when a
// dialog first opens, not with the queues or a user's page, which show no form until someone acts.
const ReasonDialogForm = lazy(() => import('./reason-dialog-form'));

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, above the reason. */
  description?: string;
  /** The submit button's name. */
  confirmLabel: string;
  /** An approval's reason may be left empty. */
  optional?: boolean;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for the reason of an action (the person concerned is told it) and sends it. Nothing while
 * closed; each opening starts with an empty reason.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReasonDialogForm {...props} />
    </Suspense>
  );
}
