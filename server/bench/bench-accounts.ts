// `npm run bench` runs this before it starts its production server on a fresh embedded database:
// the demo accounts, so that guarded pages render for a real signed-in user (a production server
// never seeds them itself). Usage: node --import tsx server/bench/bench-accounts.ts <DATA_DIR>
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoAccounts } from '../src/seed/demo-accounts.seed';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('Usage: bench-accounts.ts <DATA_DIR>');
  process.exit(2);
}
async function main(directory: string): Promise<void> {
  const handle = await createDatabase({ dataDir: directory });
  try {
    await migrateToLatest(handle.db);
    await seedDemoAccounts(handle.db);
  } finally {
    await handle.close();
  }
}

void main(dataDir);
