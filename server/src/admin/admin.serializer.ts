import type { AdminUser } from '@tutorium/shared/contracts';
import type { ModeratedUser } from './admin.repository';

export const toAdminUserReply = (user: ModeratedUser): AdminUser => ({
  id: user.id,
  username: user.username,
  user_type: user.userType,
  role: user.role,
  is_blocked: user.isBlocked,
});
