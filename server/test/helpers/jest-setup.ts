// jest reads `testTimeout` only from the top-level config, not from a `projects` entry, so the
// server project sets it here. Each suite boots an embedded PostgreSQL (PGlite, WebAssembly) in
// its beforeAll: seconds on a busy two-core machine, for hooks and tests alike.
jest.setTimeout(30_000);
