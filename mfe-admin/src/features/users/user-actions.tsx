import { useState } from 'react';
import type { AdminUserDetail } from '@tutorium/shared/contracts';
import { Button, useToast } from '@tutorium/shared/ui';
import { useBlockUser } from '../../api/block-user.api';
import { useUnblockUser } from '../../api/unblock-user.api';
import { useUnverifyUser } from '../../api/unverify-user.api';
import { useVerifyUser } from '../../api/verify-user.api';
import { useAdminT } from '../../common/admin-t';
import { ReasonDialog } from '../../common/reason-dialog';
import styles from '../../common/admin.module.css';

type Action = 'block' | 'unblock' | 'verify' | 'unverify';

/** Block or unblock an account, verify or unverify a tutor: each with a reason. */
export function UserActions({ user }: { user: AdminUserDetail['user'] }) {
  const t = useAdminT();
  const toast = useToast();
  const [open, setOpen] = useState<Action | null>(null);
  const mutations: Record<Action, ReturnType<typeof useBlockUser>> = {
    block: useBlockUser(user.id),
    unblock: useUnblockUser(user.id),
    verify: useVerifyUser(user.id),
    unverify: useUnverifyUser(user.id),
  };
  const name = user.username;
  const texts: Record<Action, { button: string; title: string; done: string }> = {
    block: { button: t('Block'), title: t('Block {{name}}', { name }), done: t('{{name}} is blocked.', { name }) },
    unblock: { button: t('Unblock'), title: t('Unblock {{name}}', { name }), done: t('{{name}} is unblocked.', { name }) },
    verify: { button: t('Verify'), title: t('Verify {{name}}', { name }), done: t('{{name}} is verified.', { name }) },
    unverify: { button: t('Unverify'), title: t('Unverify {{name}}', { name }), done: t('{{name}} is no longer verified.', { name }) },
  };
  const offered: Action[] = [user.is_blocked ? 'unblock' : 'block'];
  if (user.user_type === 'tutor') offered.push(user.is_verified ? 'unverify' : 'verify');
  const close = () => {
    if (open) mutations[open].reset();
    setOpen(null);
  };
  return (
    <div className={styles.actions}>
      {offered.map((action) => (
        <Button key={action} size="sm" variant={action === 'block' || action === 'unverify' ? 'danger' : 'secondary'} onClick={() => setOpen(action)}>
          {texts[action].button}
        </Button>
      ))}
      {open && (
        <ReasonDialog
          open
          title={texts[open].title}
          description={t('The reason is kept in the audit log.')}
          confirmLabel={texts[open].button}
          danger={open === 'block' || open === 'unverify'}
          pending={mutations[open].isPending}
          error={mutations[open].error}
          onClose={close}
          onSubmit={(reason) => {
            const action = open;
            void mutations[action].mutateAsync(reason).then(
              () => {
                toast.success(texts[action].done);
                setOpen(null);
              },
              () => undefined,
            );
          }}
        />
      )}
    </div>
  );
}
