import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface CaptureServer {
  url: string;
  requests: CapturedRequest[];
  /** The status the next requests get (200 by default). */
  respondWith(status: number): void;
  close(): Promise<void>;
}

/** A local HTTP server that records every request: stands in for a third-party API in tests. */
export async function startCaptureServer(): Promise<CaptureServer> {
  const requests: CapturedRequest[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status < 400 ? '{"messages":[{"id":"wamid.test"}]}' : '{"error":{"message":"nope"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith: (next) => {
      status = next;
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
