import { ADMIN_ACTIONS, ERROR_CODES, type AdminAction } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import { CLI_ACTOR, listAudit } from '../audit/audit-log';
import type { Config } from '../config/config';
import { DomainError } from '../core/errors';
import type { Database } from '../db/database.types';
import { formatReleasesReport, releasesReport } from '../remotes/releases-report';
import * as admin from './admin.service';

/**
 * The commands of `npm run admin` (the moderation of the admin API, acting as "cli" in the audit
 * log), run on a database handle: by the command line on its own, or by the running server for it.
 * Subjects and users are named by id or by name. Exit codes: 0 done, 1 refused, 2 usage.
 */

export type Output = (line: string) => void;
type Db = Kysely<Database>;
/** What a command may read besides the database: the configuration of whoever runs it (server or command line). */
export interface CommandContext {
  config: Pick<Config, 'releasesDir' | 'remoteUrls'>;
  /** Where warnings go (a broken release file): the server's log or the command line's stderr. */
  warn(details: object, message: string): void;
}
type Command = { usage: string; run(db: Db, args: string[], print: Output, context: CommandContext): Promise<void> };

/** A number names a row by id, anything else by name. */
const reference = (text: string): number | string => (/^\d{1,15}$/.test(text) ? Number(text) : text);

const describeSubject = (subject: admin.SubjectRecord) =>
  `#${subject.id} "${subject.name}" (${subject.mergedIntoId !== null ? `merged into #${subject.mergedIntoId}` : subject.isActive ? 'active' : subject.rejectedAt ? 'rejected' : 'pending'})`;
const describeUser = (user: admin.ModeratedUser) =>
  `#${user.id} ${user.username} (${user.userType}, ${user.role}${user.isBlocked ? ', blocked' : ''})`;

const subjectCommand = (usage: string, act: (db: Db, id: number) => Promise<admin.SubjectRecord>, verb: string): Command => ({
  usage,
  async run(db, [name], print) {
    const subject = await admin.findSubject(db, reference(name ?? ''));
    print(`${verb} ${describeSubject(await act(db, subject.id))}`);
  },
});

const userCommand = (usage: string, act: (db: Db, id: number, reason: string) => Promise<admin.ModeratedUser>, verb: string): Command => ({
  usage,
  async run(db, [name, ...reason], print) {
    const user = await admin.findUser(db, reference(name ?? ''));
    print(`${verb} ${describeUser(await act(db, user.id, reason.join(' ').trim()))}`);
  },
});

/** `audit [actor] [action]` filters: a word that is an action filters by action, anything else by actor. */
function auditFilter(words: string[]): { actor?: string; action?: AdminAction } {
  const filter: { actor?: string; action?: AdminAction } = {};
  for (const word of words) {
    if ((ADMIN_ACTIONS as readonly string[]).includes(word)) filter.action = word as AdminAction;
    else filter.actor = word;
  }
  return filter;
}

export const COMMANDS: Record<string, Command> = {
  'pending-subjects': {
    usage: 'pending-subjects                      subjects waiting for approval',
    async run(db, _args, print) {
      const pending = await admin.pendingSubjects(db);
      if (pending.length === 0) print('No pending subjects.');
      for (const subject of pending) print(`${describeSubject(subject)}, ${subject.gigCount} gig(s)`);
    },
  },
  'approve-subject': subjectCommand('approve-subject <subject>             make it active (its gigs too)', (db, id) => admin.approveSubject(db, id, CLI_ACTOR), 'Approved'),
  'deactivate-subject': subjectCommand('deactivate-subject <subject>          withdraw it (its gigs become pending)', (db, id) => admin.deactivateSubject(db, id, CLI_ACTOR), 'Deactivated'),
  'reject-subject': {
    usage: 'reject-subject <subject> <reason...>  refuse it; its tutors are told why',
    async run(db, [name, ...reason], print) {
      const subject = await admin.findSubject(db, reference(name ?? ''));
      print(`Rejected ${describeSubject(await admin.rejectSubject(db, subject.id, reason.join(' ').trim(), CLI_ACTOR))}`);
    },
  },
  'merge-subject': {
    usage: 'merge-subject <subject> <into>        move its gigs to <into>; its name leads there',
    async run(db, [name, intoName], print) {
      const source = await admin.findSubject(db, reference(name ?? ''));
      const target = await admin.findSubject(db, reference(intoName ?? ''));
      const { merged, into, movedGigs } = await admin.mergeSubject(db, source.id, target.id, CLI_ACTOR);
      print(`Merged ${describeSubject(merged)} into ${describeSubject(into)}: ${movedGigs} gig(s) moved`);
    },
  },
  'block-user': userCommand('block-user <user> <reason...>         end their sessions, hide their gigs', (db, id, reason) => admin.setBlocked(db, id, true, CLI_ACTOR, reason), 'Blocked'),
  'unblock-user': userCommand('unblock-user <user> <reason...>       list their gigs again', (db, id, reason) => admin.setBlocked(db, id, false, CLI_ACTOR, reason), 'Unblocked'),
  'grant-admin': userCommand('grant-admin <user>                    give the admin role', (db, id) => admin.setRole(db, id, 'admin', CLI_ACTOR), 'Granted admin to'),
  'revoke-admin': userCommand('revoke-admin <user>                   back to a member', (db, id) => admin.setRole(db, id, 'member', CLI_ACTOR), 'Revoked admin from'),
  audit: {
    usage: 'audit [actor] [action]                the newest 50 administrator actions',
    async run(db, args, print) {
      const { rows } = await listAudit(db, auditFilter(args), { limit: 50, offset: 0 });
      if (rows.length === 0) print('No administrator actions recorded.');
      for (const entry of rows) {
        const why = entry.reason ? ` because "${entry.reason}"` : '';
        print(`${entry.created_at} ${entry.actor} ${entry.action} ${entry.target_type} #${entry.target_id}${why} ${JSON.stringify(entry.changes)}`);
      }
    },
  },
  releases: {
    usage: 'releases [--json]                     each remote\'s active build and canary: share, views, errors per 1,000 views, median largest paint',
    async run(db, [format], print, context) {
      if (format !== undefined && format !== '--json') throw new DomainError(400, ERROR_CODES.validation, `Unknown option "${format}" (only --json).`);
      const reports = await releasesReport(db, context.config, { warn: context.warn });
      if (format === '--json') print(JSON.stringify({ remotes: reports }, null, 2));
      else for (const line of formatReleasesReport(reports)) print(line);
    },
  },
};

export const USAGE = [
  'Usage: npm run admin -- <command> [args]   (<subject>, <user>: an id or a name)',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
].join('\n');

/** The command named by argv, if its arguments fit its usage: `<x>` one each, `<x...>` one or more, `[x]` optional. */
export function parseCommand(argv: string[]): { command: Command; args: string[] } | { error: string } {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) return { error: name === undefined || name === 'help' ? USAGE : `Unknown command "${name}".\n${USAGE}` };
  const words = command.usage.split(/\s{2,}/)[0]?.split(/\s+/).slice(1) ?? [];
  const required = words.filter((word) => word.startsWith('<')).length;
  const variadic = words.some((word) => word.endsWith('...>'));
  const optional = words.filter((word) => word.startsWith('[')).length;
  const fits = args.length >= required && (variadic || args.length <= required + optional);
  return fits ? { command, args } : { error: USAGE };
}

/** Runs one command line on `db`; returns the exit code. A refusal's reason goes to printError. */
export async function executeAdminCommand(db: Db, argv: string[], print: Output, printError: Output, context: CommandContext): Promise<number> {
  const parsed = parseCommand(argv);
  if ('error' in parsed) {
    printError(parsed.error);
    return 2;
  }
  try {
    await parsed.command.run(db, parsed.args, print, context);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    printError(error.detail);
    return 1;
  }
}
