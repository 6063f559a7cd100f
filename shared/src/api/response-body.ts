/** The reply body: parsed JSON, plain text, or null when empty (204) or an HTML error page. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An HTML page (proxy or framework error) is no message to show a user.
    return response.headers.get('content-type')?.includes('html') ? null : text;
  }
}
