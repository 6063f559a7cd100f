// Lint for the whole monorepo, with the import boundaries of the architecture:
// a remote never imports another remote or shared's internals, shared imports no app,
// the shell reaches remotes only through the federation runtime, the server only uses contracts
// (and their zod schemas).
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-auth', 'mfe-tutors', 'mfe-jobs', 'mfe-gigs', 'mfe-chat', 'mfe-payments', 'mfe-admin'];
const appImports = (apps) => apps.flatMap((app) => [app, `${app}/*`, `**/${app}/**`]);
const sharedInternals = {
  group: ['@tutorium/shared/src/*', '**/shared/src/**', '**/shared/build/**'],
  message: 'Import shared by its public entries (@tutorium/shared/<area>), never by path.',
};
// One router in the page, tree-shaken to what we use: routing comes only through the facade.
const routerFacade = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @tutorium/shared/router (the facade shared with every remote).',
};
const restrict = (groups) => ['error', { patterns: groups }];
// The shell lends react-i18next, TanStack Query and the design system as facades of these names only (shell/src/remote/lent).
const LENT_EXPORTS = JSON.parse(fs.readFileSync(new URL('./shared/build/lent-exports.json', import.meta.url), 'utf8'));
const lentFacades = Object.entries(LENT_EXPORTS).map(([name, names]) => ({
  group: [name],
  allowImportNames: names,
  message: `The shell lends remotes only ${names.join(', ')} of ${name} (shared/build/lent-exports.json): add a name there and to shell/src/remote/lent first.`,
}));
// The design system is lent as a facade too, but the shell's own code uses all of it.
const LENT_TO_REMOTES_ONLY = '@tutorium/shared/ui';
const pagePatterns = (facades) => [
  { group: ['@tutorium/shared/testing', '**/*.test-helper'], message: 'Test helpers are for tests only.' },
  ...facades.map((facade) => ({ ...facade, allowTypeImports: true })),
];
// The server by package name or relative path: a bare 'server' pattern would also forbid react-dom/server.
const serverImports = ['@tutorium/server', '@tutorium/server/*', '**/server/src/**'];
const sharedBoundary = { group: [...appImports([...REMOTES, 'shell']), ...serverImports], message: 'shared imports no app.' };

// The server's layers, from the top down: the composition root (main, app, accounts.plugin) and
// the composition-level jobs (seed, cleanup, the admin CLI) import anything; the domains import the
// floor (core, db, config, redis, http) and each other's services; http imports the core and data
// layer only; core, db, config and redis import no domain. Domain folders are read from the tree, so
// a new domain is covered at once.
const SERVER_FLOOR = ['core', 'db', 'config', 'redis', 'http'];
const SERVER_COMPOSITION = ['seed', 'cleanup'];
// The accounts family shares the users' and codes' rows (accounts.plugin composes them as one API).
const ACCOUNTS_FAMILY = ['auth', 'users', 'phone', 'uploads', 'otp'];
const SERVER_DOMAINS = fs
  .readdirSync(new URL('./server/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...SERVER_FLOOR, ...SERVER_COMPOSITION].includes(entry.name))
  .map((entry) => entry.name);
const serverTop = { group: ['../app', '../accounts.plugin', '../main'], message: 'Only the composition root imports the app and its plugins.' };
const serverContracts = { group: ['@tutorium/shared/*', '!@tutorium/shared/contracts', '!@tutorium/shared/schemas'], message: 'The server shares only contracts and their schemas with the front end.' };
const serverNoFrontEnd = { group: appImports([...REMOTES, 'shell']), message: 'The server imports no front-end app.' };
const domainsOf = (names) => names.map((name) => `../${name}/*`);
// A domain uses another domain through its services (and errors, serializers, types), never its SQL or routes.
const foreignInternals = (domain) => {
  const others = SERVER_DOMAINS.filter((other) => other !== domain && !(ACCOUNTS_FAMILY.includes(domain) && ACCOUNTS_FAMILY.includes(other)));
  return {
    group: others.flatMap((other) => [`../${other}/*.repository`, `../${other}/*.routes`, `../${other}/*.plugin`]),
    message: "A domain uses another domain's services, never its repositories or routes.",
  };
};
const serverZones = [
  {
    files: ['server/src/{core,config,redis}/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
      { group: [...domainsOf(SERVER_DOMAINS), ...domainsOf(SERVER_COMPOSITION), '../http/*'], message: 'The floor imports no domain and no HTTP plumbing.' },
      serverTop, serverContracts, serverNoFrontEnd,
    ] }] },
  },
  {
    // The data layer holds the schema (db/tables, beside the migrations) and imports no domain.
    files: ['server/src/db/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
      { group: [...domainsOf(SERVER_DOMAINS), ...domainsOf(SERVER_COMPOSITION), ...SERVER_DOMAINS.map((name) => `../../${name}/*`), '../http/*', '../core/*', '../../http/*', '../../core/*'], message: 'db imports no domain, core or HTTP plumbing.' },
      serverTop, serverContracts, serverNoFrontEnd,
    ] }] },
  },
  {
    files: ['server/src/http/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
      { group: [...domainsOf(SERVER_DOMAINS), ...domainsOf(SERVER_COMPOSITION)], message: 'http is plumbing: it imports no domain.' },
      serverTop, serverContracts, serverNoFrontEnd,
    ] }] },
  },
  ...SERVER_DOMAINS.map((domain) => ({
    files: [`server/src/${domain}/**`],
    ignores: ['server/src/admin/cli.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
      foreignInternals(domain),
      { group: domainsOf(SERVER_COMPOSITION), message: 'Domains do not import the composition-level jobs.' },
      serverTop, serverContracts, serverNoFrontEnd,
    ] }] },
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.prerender/**', 'scripts/.tmp/**', '**/node_modules/**', '.tsbuild/**', '.data/**', '.releases/**', '.reports/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['**/*.{js,mjs,cjs}', 'scripts/**', '**/webpack.config.mjs'], languageOptions: { globals: globals.node } },
  { files: ['**/*.test.mjs'], languageOptions: { globals: globals.jest } },
  // The bench hands functions to the browser page (Playwright's evaluate and init scripts).
  { files: ['scripts/bench.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['shared/src/**', 'shell/src/**', 'mfe-*/src/**'], languageOptions: { globals: globals.browser } },
  { files: ['server/**', 'e2e/**'], languageOptions: { globals: globals.node } },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: {
      'no-restricted-imports': restrict([
        { group: [...appImports(REMOTES.filter((other) => other !== remote)), ...appImports(['shell']), ...serverImports], message: 'A remote never imports another app; share through @tutorium/shared.' },
        sharedInternals,
        routerFacade,
      ]),
    },
  })),
  {
    files: ['shell/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: [...appImports(REMOTES), ...serverImports], message: 'The shell reaches remotes only through the federation runtime.' },
        sharedInternals,
        routerFacade,
      ]),
    },
  },
  {
    // Build-time rendering in Node needs react-router's StaticRouter, which the browser bundle must not carry.
    files: ['shell/src/prerender.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        { group: [...appImports(REMOTES), ...serverImports], message: 'The shell reaches remotes only through the federation runtime.' },
        sharedInternals,
      ]),
    },
  },
  { files: ['shared/**'], rules: { 'no-restricted-imports': restrict([sharedBoundary, routerFacade]) } },
  { files: ['shared/src/router/**'], rules: { 'no-restricted-imports': restrict([sharedBoundary]) } },
  // Build-time rendering in Node (shared/src/prerender): StaticRouter, never in a browser bundle.
  { files: ['shared/src/prerender/**'], rules: { 'no-restricted-imports': restrict([sharedBoundary]) } },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@tutorium/shared/*', '!@tutorium/shared/contracts', '!@tutorium/shared/schemas'], message: 'The server shares only contracts and their schemas with the front end.' },
        { group: appImports([...REMOTES, 'shell']), message: 'The server imports no front-end app.' },
      ]),
    },
  },
  {
    // User text reaches the page as text only: no API that parses a string as HTML (tests fake them).
    files: ['shared/src/**', 'shell/src/**', 'mfe-*/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, not HTML: React escapes it.' },
        { selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]', message: 'Set textContent, not HTML.' },
        { selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]', message: 'Build DOM nodes, not HTML strings.' },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'Build DOM nodes, not HTML strings.' },
        {
          selector: "CallExpression[callee.property.name=/^(bindTooltip|bindPopup|setTooltipContent|setPopupContent)$/][arguments.0.callee.name!='textNode']",
          message: 'Leaflet sets a string content with innerHTML: pass textNode(text) from the shared map.',
        },
      ],
    },
  },
  {
    // Test kits stay in tests: production code never imports the fakes and builders. And code that
    // runs in the page imports only what the shell lends of the packages it lends as facades; the
    // shell's own code may use all of its design system (its tabs, its accordion are not lent).
    files: ['shared/src/**', 'shell/src/**', 'mfe-*/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helper.{ts,tsx}', 'shared/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: pagePatterns(lentFacades) }] },
  },
  {
    // Remotes take only the types of the shell's federation area: it is not lent (its context is
    // the shell's), so a value imported from it would be a copy of the remote's own.
    files: ['mfe-*/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helper.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...pagePatterns(lentFacades), {
      group: ['@tutorium/shared/federation'], allowTypeImports: true, message: 'Remotes import only types from @tutorium/shared/federation (it is the shell\'s, not lent).',
    }] }] },
  },
  {
    files: ['shell/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helper.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: pagePatterns(lentFacades.filter(({ group }) => !group.includes(LENT_TO_REMOTES_ONLY))) }] },
  },
  ...serverZones,
);
