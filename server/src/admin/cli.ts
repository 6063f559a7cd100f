import { loadConfig, ConfigError, type Config } from '../config/config';
import { DataDirBusyError, type LockHolder } from '../db/data-dir-lock';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ADMIN_COMMAND_PATH, ADMIN_COMMAND_TOKEN_HEADER, type AdminCommandReply } from './admin-command.routes';
import { executeAdminCommand, parseCommand, type Output } from './admin-commands';

/**
 * `npm run admin -- <command> [args]` on the configured database (DATABASE_URL, else the embedded
 * one under DATA_DIR). The embedded database serves one process: when a running server holds it,
 * the command runs through that server (on this machine, with the secret of the DATA_DIR lock);
 * when another process holds it without a server, the command is refused with what to do.
 */

/** Asks the server holding the data directory to run the command. */
async function throughServer(holder: LockHolder & { url: string; token: string }, argv: string[], print: Output, printError: Output): Promise<number> {
  let response: Response;
  try {
    response = await fetch(new URL(ADMIN_COMMAND_PATH, holder.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_COMMAND_TOKEN_HEADER]: holder.token },
      body: JSON.stringify({ argv }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    printError(`The server (process ${holder.pid}) holds the embedded database but did not answer at ${holder.url}: ${String(error)}. Stop it, then run the command again.`);
    return 1;
  }
  if (!response.ok) {
    printError(`The server (process ${holder.pid}) refused the command (HTTP ${response.status}). Stop it, then run the command again.`);
    return 1;
  }
  const reply = (await response.json()) as AdminCommandReply;
  for (const line of reply.stdout) print(line);
  for (const line of reply.stderr) printError(line);
  return reply.code;
}

/** Runs one command line; returns the exit code. */
export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv, print: Output, printError: Output): Promise<number> {
  const parsed = parseCommand(argv);
  if ('error' in parsed) {
    printError(parsed.error);
    return 2;
  }
  let database: DatabaseHandle;
  let config: Config;
  try {
    config = loadConfig(env);
    database = await createDatabase(config, { role: 'admin command line' });
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      const { holder } = error;
      if (holder.url && holder.token) return throughServer({ ...holder, url: holder.url, token: holder.token }, argv, print, printError);
      printError(`${error.message} (A server that is still starting takes the command once it listens: try again in a moment.)`);
      return 1;
    }
    printError(error instanceof ConfigError ? error.message : `Cannot open the database: ${String(error)}`);
    return 1;
  }
  try {
    await migrateToLatest(database.db);
    return await executeAdminCommand(database.db, argv, print, printError, { config, warn: (_details, message) => printError(message) });
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runAdminCommand(process.argv.slice(2), process.env, console.log, console.error).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Failed:', error);
      process.exit(1);
    },
  );
}
