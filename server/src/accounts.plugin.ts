import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from './config/config';
import type { Database } from './db/database.types';
import { phoneRoutes } from './phone/phone.routes';
import { avatarRoutes } from './uploads/avatar.routes';
import { changePasswordRoutes } from './auth/change-password.routes';
import { profileRoutes } from './users/profile.routes';
import { createAccountsDeps } from './auth/accounts-deps';
import { createAccountLimits, createAuthCounters } from './auth/auth-rate-limits';
import { passwordRoutes } from './auth/password.routes';
import { registrationRoutes } from './auth/registration.routes';
import { sessionRoutes } from './auth/session.routes';

/**
 * Every accounts endpoint of the contract (AUTH_PATHS): sign-up, sessions, passwords, profile,
 * avatar and phone. Register it under /api, after the rate-limit plugin.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{ config: Config; db: Kysely<Database>; redis?: Redis }> = async (
  api,
  { config, db, redis },
) => {
  const deps = createAccountsDeps({ config, db, mailer: api.mailer, log: api.log });
  const limits = createAccountLimits(api, deps, createAuthCounters(db, api.log, redis));
  await api.register(registrationRoutes, { deps, limits });
  await api.register(sessionRoutes, { deps, limits });
  await api.register(passwordRoutes, { deps, limits });
  await api.register(changePasswordRoutes, { deps, limits });
  await api.register(profileRoutes, { db });
  await api.register(phoneRoutes, { deps, limits });
  await api.register(avatarRoutes, { db, config });
};
