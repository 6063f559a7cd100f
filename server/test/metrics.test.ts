import type { App } from '../src/app';
import { buildTestApp, PRODUCTION_ENV } from './helpers/build-test-app';
import { aJob, aStudent, buildMarketplaceApp } from './helpers/marketplace';

/** The value of one series of the exposition text (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async (app: App, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress && { remoteAddress }) });

describe('/metrics', () => {
  it('exposes request durations by route and status, points by reason, and the event loop, in Prometheus format', async () => {
    const { app, database, close } = await buildMarketplaceApp();
    try {
      const student = await aStudent(database);
      const before = (await scrape(app)).body;
      await app.inject({ method: 'GET', url: '/api/health' });
      await aJob(app, student);
      const response = await scrape(app);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const after = response.body;
      const health = 'tutorium_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
      expect(valueOf(after, health)).toBe(valueOf(before, health) + 1);
      const posted = 'tutorium_points_total{reason="job-post",direction="charged"}';
      expect(valueOf(after, posted)).toBe(valueOf(before, posted) + 1);
      const granted = 'tutorium_points_total{reason="welcome-grant",direction="credited"}';
      expect(valueOf(after, granted)).toBeGreaterThanOrEqual(5);
      expect(after).toContain('nodejs_eventloop_lag_seconds');
      expect(after).toContain('tutorium_chat_open_sockets');
      // Routes are labelled by pattern, never by raw URL (ids would make a series each).
      await app.inject({ method: 'GET', url: '/api/jobs/123456/preview/' });
      expect((await scrape(app)).body).toContain('route="/api/jobs/:id/preview"');
    } finally {
      await close();
    }
  });

  it('answers in production only to this machine, or only to its bearer token when METRICS_TOKEN is set', async () => {
    const loopbackOnly = await buildTestApp({ env: { ...PRODUCTION_ENV } });
    try {
      expect((await scrape(loopbackOnly.app, {}, '127.0.0.1')).statusCode).toBe(200);
      expect((await scrape(loopbackOnly.app, {}, '203.0.113.7')).statusCode).toBe(404);
    } finally {
      await loopbackOnly.close();
    }
    const withToken = await buildTestApp({ env: { ...PRODUCTION_ENV, METRICS_TOKEN: 'metrics-token-0123456789' } });
    try {
      expect((await scrape(withToken.app, {}, '127.0.0.1')).statusCode).toBe(404);
      expect((await scrape(withToken.app, { authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.7')).statusCode).toBe(404);
      expect((await scrape(withToken.app, { authorization: 'Bearer metrics-token-0123456789' }, '203.0.113.7')).statusCode).toBe(200);
    } finally {
      await withToken.close();
    }
  });
});
