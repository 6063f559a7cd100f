import { ApiError } from '@tutorium/shared/api';
import { MODERATION_PATHS } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';

/**
 * A verification request's document as a blob. It needs the bearer token, so a plain link cannot
 * open it; the caller shows it through an object URL.
 */
export async function getVerificationDocument(requestId: number): Promise<Blob> {
  const token = getSession().token;
  const response = await fetch(MODERATION_PATHS.verificationDocument(requestId), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  }).catch((cause: unknown) => Promise.reject(new ApiError(0, null, 'Could not reach the server. Please check your connection.', { cause })));
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, parseBody(text));
  }
  return response.blob();
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.trim() === '' ? null : text;
  }
}
