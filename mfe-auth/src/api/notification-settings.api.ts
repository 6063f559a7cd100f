import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { MAIL_ALERT_PATHS, type NotificationSettings, type NotificationSettingsPatch } from '@tutorium/shared/contracts';
import { authKeys } from './auth-keys';

export const getNotificationSettings = (): Promise<NotificationSettings> => apiFetch<NotificationSettings>(MAIL_ALERT_PATHS.settings);

export const changeNotificationSettings = (patch: NotificationSettingsPatch): Promise<NotificationSettings> =>
  apiFetch<NotificationSettings>(MAIL_ALERT_PATHS.settings, { method: 'PATCH', body: patch });

/** The signed-in user's e-mail switches. */
export const useNotificationSettings = () => useQuery({ queryKey: authKeys.notificationSettings(), queryFn: getNotificationSettings });

/** Saves one or more switches; the server's answer (all of them) becomes the cached settings. */
export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(authKeys.notificationSettings(), settings),
  });
}
