import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, UNPAGED_LIST_LIMIT, type Job, type JobApplicant } from '@tutorium/shared/contracts';
import { jobKeys } from './job-keys';

/** The tutors who unlocked the caller's job, newest first (the API's plain-array reply; owner only). */
export const getJobApplicants = (id: number): Promise<JobApplicant[]> => apiFetch<JobApplicant[]>(JOB_PATHS.applicants(id));

export const jobApplicantsQuery = (id: number) =>
  queryOptions({
    queryKey: jobKeys.applicants(id),
    queryFn: async ({ client }) => {
      const applicants = await getJobApplicants(id);
      // The job's count follows the list shown beside it (a list under the cap is all of them).
      if (applicants.length < UNPAGED_LIST_LIMIT) {
        client.setQueryData<Job>(jobKeys.detail(id), (job) => job && { ...job, applicants_count: applicants.length });
      }
      return applicants;
    },
    // Tutors unlock from their own browsers: each view asks again, so a new applicant shows at once.
    staleTime: 0,
  });

export const useJobApplicants = (id: number) => useQuery(jobApplicantsQuery(id));
