/** Query keys of the accounts domain, one factory so invalidation can't miss a spelling. */
export const authKeys = {
  all: ['auth'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  emailVerification: (uid: string, token: string) => [...authKeys.all, 'email-verification', uid, token] as const,
  ownRating: (tutorId: number) => [...authKeys.all, 'own-rating', tutorId] as const,
  notificationSettings: () => [...authKeys.all, 'notification-settings'] as const,
  myVerification: () => [...authKeys.all, 'my-verification'] as const,
};
