// One jest run covers every package: browser code under jsdom, the server under node.
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
// A few dependencies ship ESM only (i18next and friends; content-disposition@3 under
// @fastify/swagger-ui's @fastify/static): let swc turn them into CommonJS for jest.
const transformIgnorePatterns = [
  '/node_modules/(?!(i18next|react-i18next|content-disposition)/)(?!.+/node_modules/content-disposition/)',
];

module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/shared/src/testing/jsdom-environment.cjs',
      roots: ['<rootDir>/shared/src', '<rootDir>/shell/src', '<rootDir>/mfe-auth/src', '<rootDir>/mfe-tutors/src',
        '<rootDir>/mfe-jobs/src', '<rootDir>/mfe-gigs/src', '<rootDir>/mfe-chat/src', '<rootDir>/mfe-payments/src',
        '<rootDir>/mfe-admin/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest-setup.ts'],
    },
    {
      // Build and release tooling (scripts/, shared/build/): plain Node modules.
      displayName: 'tools',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts', '<rootDir>/shared/build'],
      testMatch: ['**/*.test.mjs'],
      transform,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      // Each suite boots an embedded PostgreSQL (PGlite, WebAssembly): seconds on a busy machine.
      // The timeout is set in the setup file: jest ignores `testTimeout` inside a project.
      setupFilesAfterEnv: ['<rootDir>/server/test/helpers/jest-setup.ts'],
      testMatch: ['**/*.test.ts'],
      // The Redis suite needs a server: it runs when REDIS_URL is set (as in CI), not otherwise;
      // the PostgreSQL-only suite (tools of PostgreSQL itself) when DATABASE_URL is set.
      testPathIgnorePatterns: [...(process.env.REDIS_URL ? [] : ['/server/test/redis/']), ...(process.env.DATABASE_URL ? [] : ['/server/test/postgres/'])],
      transform,
      transformIgnorePatterns,
    },
  ],
};
