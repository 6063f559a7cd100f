import { WELCOME_GRANT_POINTS } from '@tutorium/shared/contracts';
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
  it('fills in defaults for a development environment', () => {
    const config = loadConfig({ NODE_ENV: 'development' });

    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
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
    expect(loadConfig({ NODE_ENV: 'test', PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '3000',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://tutorium.example',
      DATABASE_URL: 'postgres://app@db:5432/tutorium',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      RATE_LIMIT_MAX: '50',
      REMOTE_URL_JOBS: 'https://cdn.example.com/jobs/mf-manifest.json',
    });

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
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
      NODE_ENV: 'development',
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

  it('takes the welcome grant from WELCOME_GRANT_POINTS (0 allowed), refusing anything but a whole number', () => {
    expect(loadConfig({ NODE_ENV: 'test', WELCOME_GRANT_POINTS: '0' }).welcomeGrantPoints).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).welcomeGrantPoints).toBe(WELCOME_GRANT_POINTS);
    expect(problemsOf({ NODE_ENV: 'test', WELCOME_GRANT_POINTS: '-1' }).map((problem) => problem.split(':')[0])).toEqual(['WELCOME_GRANT_POINTS']);
  });

  it('puts all problems in the message main prints', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT: .*\n.*LOG_LEVEL: /);
  });

  it('requires a strong JWT_SECRET in production, together with the other problems', () => {
    const ready = { NODE_ENV: 'production', PUBLIC_URL: 'https://tutorium.example', SMTP_URL: 'smtp://mail.example.com' };
    const problems = problemsOf({ ...ready, JWT_SECRET: '', PORT: '99999' });

    expect(problems).toEqual([expect.stringMatching(/^PORT: /), expect.stringMatching(/^JWT_SECRET: /)]);
    expect(problemsOf({ ...ready, JWT_SECRET: 'short' })).toEqual([expect.stringMatching(/^JWT_SECRET: /)]);
    expect(problemsOf({ ...ready, JWT_SECRET: 'tutorium-development-secret-not-for-production' })).toEqual([
      expect.stringMatching(/^JWT_SECRET: /),
    ]);
  });
});

describe('production fails closed', () => {
  const variablesOf = (env: Record<string, string>) => problemsOf(env).map((problem) => problem.split(':')[0]);

  it.each([[{ NODE_ENV: 'staging' }], [{ NODE_ENV: 'Production' }], [{ NODE_ENV: 'dev' }]])(
    'treats %j as production and lists what production needs',
    (env) => {
      expect(variablesOf(env).sort()).toEqual(['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL']);
    },
  );

  it('treats an unset NODE_ENV as production, and says how to run in development', () => {
    const problems = problemsOf({});
    expect(problems[0]).toBe('NODE_ENV: unset, so this is production; set NODE_ENV=development to run on your own machine');
    expect(variablesOf({}).sort()).toEqual(['JWT_SECRET', 'NODE_ENV', 'PUBLIC_URL', 'SMTP_URL']);
  });

  it('keeps mail in the outbox only when MAIL_OUTBOX=1 says so', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://tutorium.example', MAIL_OUTBOX: '1' });
    expect(config).toMatchObject({ nodeEnv: 'production', smtpUrl: undefined, seedDemo: false, host: '0.0.0.0' });
  });

  it('loads remotes over https or from its own origin, never plain http elsewhere', () => {
    const ready = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://tutorium.example', SMTP_URL: 'smtp://mail.example.com' };
    expect(problemsOf({ ...ready, REMOTE_URL_JOBS: 'http://localhost:3003/mf-manifest.json' })).toEqual([
      'REMOTE_URL_JOBS: production loads remotes over https or from PUBLIC_URL\'s origin, not http://localhost:3003/mf-manifest.json',
    ]);
    expect(() => loadConfig({ ...ready, REMOTE_URL_JOBS: 'https://cdn.example.com/jobs/mf-manifest.json', REMOTE_URL_CHAT: '/releases/chat/7/mf-manifest.json' })).not.toThrow();
    expect(() => loadConfig({ ...ready, REMOTE_URL_ADMIN: 'http://tutorium.example/remotes/admin/mf-manifest.json' })).not.toThrow();
    // Development keeps its local dev servers.
    expect(() => loadConfig({ NODE_ENV: 'development', REMOTE_URL_JOBS: 'http://localhost:3003/mf-manifest.json' })).not.toThrow();
  });

  it('never seeds demo accounts in production', () => {
    const ready = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://tutorium.example', SMTP_URL: 'smtp://mail.example.com' };
    expect(variablesOf({ ...ready, SEED_DEMO: 'true' })).toEqual(['SEED_DEMO']);
    expect(loadConfig(ready).seedDemo).toBe(false);
  });

  it('listens on loopback in development unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
