import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { MODERATION_PATHS, type Report, type ReportRequest } from '@tutorium/shared/contracts';
import { useSession } from '@tutorium/shared/session';

export type ReportKind = Report['kind'];

/** The caller's reports, keyed by user: the page's one cache outlives a sign-out. */
export const reportKeys = {
  all: () => ['reports'] as const,
  mine: (userId: number | undefined) => [...reportKeys.all(), 'mine', userId] as const,
};

/** GET /api/reports/mine/: the caller's reports, newest first, with their state. */
export const fetchMyReports = (): Promise<Report[]> => apiFetch<Report[]>(MODERATION_PATHS.myReports);

/** POST /api/jobs/{id}/report/ or /api/tutors/{id}/report/. */
export const sendReport = (kind: ReportKind, targetId: number, request: ReportRequest): Promise<Report> =>
  apiFetch<Report>(kind === 'job' ? MODERATION_PATHS.reportJob(targetId) : MODERATION_PATHS.reportTutor(targetId), { method: 'POST', body: request });

export function useMyReports(enabled = true) {
  const userId = useSession((state) => state.user?.id);
  return useQuery({ queryKey: reportKeys.mine(userId), queryFn: fetchMyReports, enabled: enabled && userId !== undefined });
}

/** Sends a report; the caller's list shows it at once. */
export function useSendReport(kind: ReportKind, targetId: number) {
  const client = useQueryClient();
  const userId = useSession((state) => state.user?.id);
  return useMutation({
    mutationFn: (request: ReportRequest) => sendReport(kind, targetId, request),
    onSuccess: (report) => {
      client.setQueryData<Report[]>(reportKeys.mine(userId), (reports) => [report, ...(reports ?? []).filter((other) => other.id !== report.id)]);
    },
  });
}
