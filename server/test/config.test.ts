import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config/config';
import { REPO_ROOT } from '../src/config/paths';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('fills in defaults for an empty environment', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: join(REPO_ROOT, '.data'),
      logLevel: 'info',
      rateLimit: { max: 300, windowMs: 60_000 },
      mailFrom: 'Tutorium <no-reply@tutorium.local>',
      staticRoot: REPO_ROOT,
      releasesDir: join(REPO_ROOT, '.releases'),
      remoteUrls: {},
    });
    expect(config.jwtSecret.length).toBeGreaterThan(0);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '3000',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://app@db:5432/tutorium',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      RATE_LIMIT_MAX: '50',
      REMOTE_URL_JOBS: 'https://cdn.example.com/jobs/mf-manifest.json',
    });

    expect(config).toMatchObject({
      port: 3000,
      nodeEnv: 'production',
      databaseUrl: 'postgres://app@db:5432/tutorium',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://user:pass@mail.example.com',
      rateLimit: { max: 50, windowMs: 60_000 },
      remoteUrls: { jobs: 'https://cdn.example.com/jobs/mf-manifest.json' },
    });
  });

  it('lists every bad variable in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://db/tutorium',
      REDIS_URL: 'localhost:6379',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_MAX: '-5',
      RATE_LIMIT_WINDOW_MS: '1.5',
      SMTP_URL: 'http://mail',
      REMOTE_URL_JOBS: '//cdn.example.com/jobs.json',
    });

    const variables = problems.map((problem) => problem.split(':')[0]);
    expect(variables.sort()).toEqual(
      [
        'PORT',
        'NODE_ENV',
        'DATABASE_URL',
        'REDIS_URL',
        'LOG_LEVEL',
        'RATE_LIMIT_MAX',
        'RATE_LIMIT_WINDOW_MS',
        'SMTP_URL',
        'REMOTE_URL_JOBS',
      ].sort(),
    );
  });

  it('puts all problems in the message main prints', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT: .*\n.*LOG_LEVEL: /);
  });

  it('requires a strong JWT_SECRET in production, together with the other problems', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: '99999' });

    expect(problems).toEqual([expect.stringMatching(/^PORT: /), expect.stringMatching(/^JWT_SECRET: /)]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toEqual([expect.stringMatching(/^JWT_SECRET: /)]);
  });
});
