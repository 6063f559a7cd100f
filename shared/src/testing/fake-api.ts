import { installFetch, reply, type SentRequest } from '../api/fake-fetch.test-helper';

type Handler = Response | ((request: SentRequest) => Response | Promise<Response>);

const keyOf = (request: SentRequest) =>
  `${request.init.method ?? 'GET'} ${new URL(request.url, 'http://localhost').pathname}`;

/**
 * Replaces fetch with a fake API answering by 'METHOD /path' (query ignored); anything else gets a 404.
 * `on` changes a reply mid-test; `calls` and `body` show what the page sent.
 */
export function fakeApi(initial: Record<string, Handler> = {}) {
  const handlers = new Map(Object.entries(initial));
  const fake = installFetch((request) => {
    const handler = handlers.get(keyOf(request));
    if (handler === undefined) return reply(404, { detail: `No fake reply for ${keyOf(request)}` });
    return typeof handler === 'function' ? handler(request) : handler;
  });
  const calls = (key: string) => fake.requests().filter((request) => keyOf(request) === key);
  return {
    on: (key: string, handler: Handler) => void handlers.set(key, handler),
    calls,
    /** The parsed JSON body of the `index`-th call to `key`. */
    body: (key: string, index = 0): unknown => {
      const body = calls(key)[index]?.init.body;
      return typeof body === 'string' ? JSON.parse(body) : body;
    },
    /** The query string of the `index`-th call to `key`. */
    query: (key: string, index = 0) => new URL(calls(key)[index]?.url ?? '/', 'http://localhost').searchParams,
  };
}
