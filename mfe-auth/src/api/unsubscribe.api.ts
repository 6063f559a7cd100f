import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { MAIL_ALERT_PATHS, type UnsubscribeRequest, type UnsubscribeResponse } from '@tutorium/shared/contracts';

/** POST the token of a mail's unsubscribe link: the answer names the kind of mail turned off. */
export const unsubscribe = (request: UnsubscribeRequest): Promise<UnsubscribeResponse> =>
  apiFetch<UnsubscribeResponse>(MAIL_ALERT_PATHS.unsubscribe, { method: 'POST', body: request });

/**
 * Sent when the person confirms, never when the page opens: mail scanners and link previews open
 * links on their own, and must not turn anyone's mail off. (Mail clients use the one-click POST.)
 */
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
