import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type Report, type ResolveReportRequest } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';
import { dropFromPages } from './queue-cache';

/** Refunds the reporter's unlock or dismisses the report, with the administrator's reason. */
export const resolveReport = (id: number, request: ResolveReportRequest): Promise<Report> =>
  apiFetch<Report>(ADMIN_PATHS.resolveReport(id), { method: 'POST', body: request });

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: ResolveReportRequest }) => resolveReport(id, request),
    onSuccess: (_report, { id }) => dropFromPages(client, adminKeys.reports(), id),
  });
}
