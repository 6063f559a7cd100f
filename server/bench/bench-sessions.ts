import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { signAccessToken } from '../src/core/access-token';
import type { Database } from '../src/db/database.types';

/** An access token of a live login of `userId` (a refresh-token family, as logging in records). */
export async function benchToken(db: Kysely<Database>, secret: string, userId: number): Promise<string> {
  const sessionId = randomUUID();
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family_id: sessionId, token_hash: randomUUID(), expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return signAccessToken(secret, { userId, sessionId });
}
