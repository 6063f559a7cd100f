import type { TutorType } from '@tutorium/shared/contracts';
import type { TutorFilters } from '../../api/get-tutors.api';

const TYPES: readonly TutorType[] = ['online', 'home'];

/** The list's filters as the URL keeps them (shared links, back and forward): unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): TutorFilters {
  const filters: TutorFilters = {};
  const subject = params.get('subject')?.trim();
  const location = params.get('location')?.trim();
  const type = params.get('type');
  if (subject) filters.subject = subject;
  if (location) filters.location = location;
  if (params.get('premium') === 'true') filters.premium = true;
  if (type && (TYPES as readonly string[]).includes(type)) filters.type = type as TutorType;
  return filters;
}

/** The URL query of some filters (empty ones left out). */
export function paramsFromFilters(filters: TutorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.subject) params.set('subject', filters.subject);
  if (filters.location) params.set('location', filters.location);
  if (filters.premium) params.set('premium', 'true');
  if (filters.type) params.set('type', filters.type);
  return params;
}
