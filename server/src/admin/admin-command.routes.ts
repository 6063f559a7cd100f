// Access: this-machine (loopback only), and only with the secret of this server's DATA_DIR lock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { declareAccess } from '../core/access';
import { DomainError } from '../core/errors';
import { sameSecret } from '../core/same-secret';
import type { Database } from '../db/database.types';
import type { Config } from '../config/config';
import { executeAdminCommand } from './admin-commands';

export const ADMIN_COMMAND_PATH = '/api/admin/command';
export const ADMIN_COMMAND_TOKEN_HEADER = 'x-admin-command-token';

export interface AdminCommandReply {
  code: number;
  stdout: string[];
  stderr: string[];
}

/**
 * `npm run admin` while this server holds the embedded database: the command line cannot open it,
 * so it asks the server to run the command. Whoever can read DATA_DIR's lock (its owner) could
 * open the database files anyway; nobody else gets past the secret, and nobody off this machine
 * reaches the route at all.
 */
export const adminCommandRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; token: string; config: Config }> = async (app, { db, token, config }) => {
  declareAccess(app, 'this-machine');

  app.post(
    '/admin/command',
    {
      schema: {
        hide: true,
        body: z.object({ argv: z.array(z.string().max(1000)).max(50) }),
        response: { 200: z.object({ code: z.number().int(), stdout: z.array(z.string()), stderr: z.array(z.string()) }) },
      },
    },
    async (request): Promise<AdminCommandReply> => {
      if (!sameSecret(request.headers[ADMIN_COMMAND_TOKEN_HEADER] as string | undefined, token)) throw DomainError.notFound();
      const reply: AdminCommandReply = { code: 0, stdout: [], stderr: [] };
      const printError = (line: string) => reply.stderr.push(line);
      const warn = (details: object, message: string) => {
        request.log.warn(details, message);
        printError(message);
      };
      reply.code = await executeAdminCommand(db, request.body.argv, (line) => reply.stdout.push(line), printError, { config, warn });
      return reply;
    },
  );
};
