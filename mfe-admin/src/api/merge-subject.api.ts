import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type MergeSubjectReply } from '@tutorium/shared/contracts';
import { dropSubject } from './approve-subject.api';

/** Merges a pending subject into an existing one, whose gigs it takes over. */
export const mergeSubject = (id: number, into: number): Promise<MergeSubjectReply> =>
  apiFetch<MergeSubjectReply>(ADMIN_PATHS.mergeSubject(id), { method: 'POST', body: { into } });

export function useMergeSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, into }: { id: number; into: number }) => mergeSubject(id, into),
    onSuccess: (_reply, { id }) => dropSubject(client, id),
  });
}
