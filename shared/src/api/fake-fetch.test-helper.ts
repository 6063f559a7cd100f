/** One request the code under test made. */
export interface SentRequest {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

/** Replaces global fetch (absent in jsdom) with a mock answering through `handler`. */
export function installFetch(handler: Handler) {
  const mock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> =>
    Promise.resolve(handler(toSentRequest(input, init))));
  globalThis.fetch = mock;
  return {
    mock,
    /** Every request made so far, in order. */
    requests: (): SentRequest[] => mock.mock.calls.map(([input, init]) => toSentRequest(input, init)),
  };
}

// The client always passes headers as a plain object.
function toSentRequest(input: RequestInfo | URL, init: RequestInit = {}): SentRequest {
  return { url: String(input), init, headers: { ...(init.headers as Record<string, string> | undefined) } };
}

/** A minimal fetch Response: status, headers and a text body (JSON-encoded unless a string). */
export function reply(status: number, body?: unknown, contentType = 'application/json'): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response: Pick<Response, 'status' | 'ok' | 'headers' | 'text'> = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'content-type': contentType }),
    text: () => Promise.resolve(text),
  };
  return response as Response;
}

/** A promise resolved from outside, to hold a reply until the test releases it. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
