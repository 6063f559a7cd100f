// One jest run covers every package: browser code under jsdom, the server under node.
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
const transform = { '^.+\\.(t|j)sx?$': swc };
// i18next and friends ship ESM; let swc turn them into CommonJS for jest.
const transformIgnorePatterns = ['/node_modules/(?!(i18next|react-i18next|i18next-browser-languagedetector)/)'];

module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/shared/src/testing/jsdom-environment.cjs',
      roots: ['<rootDir>/shared/src', '<rootDir>/shell/src', '<rootDir>/mfe-auth/src', '<rootDir>/mfe-tutors/src',
        '<rootDir>/mfe-jobs/src', '<rootDir>/mfe-gigs/src', '<rootDir>/mfe-chat/src', '<rootDir>/mfe-payments/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest-setup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
