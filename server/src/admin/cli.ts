import { loadConfig, ConfigError } from '../config/config';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DomainError } from '../core/errors';
import * as admin from './admin.service';

/**
 * `npm run admin -- <command> [args]`: the moderation of the admin API, on the configured
 * database (DATABASE_URL, else the embedded one under DATA_DIR). Subjects and users are named by
 * id or by name. Exit codes: 0 done, 1 refused (the reason is printed), 2 usage.
 */

type Output = (line: string) => void;
type Command = { usage: string; run(db: DatabaseHandle['db'], args: string[], print: Output): Promise<void> };

/** A number names a row by id, anything else by name. */
const reference = (text: string): number | string => (/^\d{1,15}$/.test(text) ? Number(text) : text);

const describeSubject = (subject: admin.SubjectRecord) =>
  `#${subject.id} "${subject.name}" (${subject.mergedIntoId !== null ? `merged into #${subject.mergedIntoId}` : subject.isActive ? 'active' : 'pending'})`;
const describeUser = (user: admin.ModeratedUser) =>
  `#${user.id} ${user.username} (${user.userType}, ${user.role}${user.isBlocked ? ', blocked' : ''})`;

const subjectCommand = (usage: string, act: (db: DatabaseHandle['db'], id: number) => Promise<admin.SubjectRecord>, verb: string): Command => ({
  usage,
  async run(db, [name], print) {
    const subject = await admin.findSubject(db, reference(name ?? ''));
    print(`${verb} ${describeSubject(await act(db, subject.id))}`);
  },
});

const userCommand = (usage: string, act: (db: DatabaseHandle['db'], id: number) => Promise<admin.ModeratedUser>, verb: string): Command => ({
  usage,
  async run(db, [name], print) {
    const user = await admin.findUser(db, reference(name ?? ''));
    print(`${verb} ${describeUser(await act(db, user.id))}`);
  },
});

export const COMMANDS: Record<string, Command> = {
  'pending-subjects': {
    usage: 'pending-subjects                      subjects waiting for approval',
    async run(db, _args, print) {
      const pending = await admin.pendingSubjects(db);
      if (pending.length === 0) print('No pending subjects.');
      for (const subject of pending) print(`${describeSubject(subject)}, ${subject.gigCount} gig(s)`);
    },
  },
  'approve-subject': subjectCommand('approve-subject <subject>             make it active (its gigs too)', admin.approveSubject, 'Approved'),
  'deactivate-subject': subjectCommand('deactivate-subject <subject>          withdraw it (its gigs become pending)', admin.deactivateSubject, 'Deactivated'),
  'merge-subject': {
    usage: 'merge-subject <subject> <into>        move its gigs to <into>; its name leads there',
    async run(db, [name, intoName], print) {
      const source = await admin.findSubject(db, reference(name ?? ''));
      const target = await admin.findSubject(db, reference(intoName ?? ''));
      const { merged, into, movedGigs } = await admin.mergeSubject(db, source.id, target.id);
      print(`Merged ${describeSubject(merged)} into ${describeSubject(into)}: ${movedGigs} gig(s) moved`);
    },
  },
  'block-user': userCommand('block-user <user>                     end their sessions, hide their gigs', (db, id) => admin.setBlocked(db, id, true), 'Blocked'),
  'unblock-user': userCommand('unblock-user <user>                   list their gigs again', (db, id) => admin.setBlocked(db, id, false), 'Unblocked'),
  'grant-admin': userCommand('grant-admin <user>                    give the admin role', (db, id) => admin.setRole(db, id, 'admin'), 'Granted admin to'),
  'revoke-admin': userCommand('revoke-admin <user>                   back to a member', (db, id) => admin.setRole(db, id, 'member'), 'Revoked admin from'),
};

export const USAGE = [
  'Usage: npm run admin -- <command> [args]   (<subject>, <user>: an id or a name)',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
].join('\n');

/** Runs one command line; returns the exit code. */
export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv, print: Output, printError: Output): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  const wanted = command?.usage.split(/\s+/).filter((word) => word.startsWith('<')).length ?? 0;
  if (!command || args.length !== wanted) {
    printError(name === undefined || name === 'help' || command ? USAGE : `Unknown command "${name}".\n${USAGE}`);
    return 2;
  }
  let database: DatabaseHandle;
  try {
    database = await createDatabase(loadConfig(env));
  } catch (error) {
    printError(error instanceof ConfigError ? error.message : `Cannot open the database: ${String(error)}`);
    return 1;
  }
  try {
    await migrateToLatest(database.db);
    await command.run(database.db, args, print);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    printError(error.detail);
    return 1;
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
