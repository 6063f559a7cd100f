import { LINK_PAGES } from '@tutorium/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import { insertLinkToken, redeemLinkToken, type LinkPurpose } from './link-tokens.repository';
import { hashToken, randomToken } from './secret-keys';

const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { reset: 60 * 60, 'verify-email': 3 * 24 * 60 * 60 };

/** The uid of a link: the user id in base64url, as Django's password reset links carry it. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | undefined {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A single-use link to a page of the site: `${publicUrl}/<page>/<uid>/<token>`. Only the token's hash is stored. */
export async function createLink(db: Kysely<Database>, publicUrl: string, userId: number, purpose: LinkPurpose): Promise<string> {
  const token = randomToken();
  await insertLinkToken(db, { userId, purpose, tokenHash: hashToken(token), ttlSeconds: LINK_TTL_SECONDS[purpose] });
  return `${publicUrl}/${LINK_PAGES[purpose]}/${encodeUid(userId)}/${token}`;
}

/** Uses a link's token once; the user id, or undefined when the link is bad, used or expired. */
export async function redeemLink(db: Kysely<Database>, purpose: LinkPurpose, uid: string, token: string): Promise<number | undefined> {
  const userId = decodeUid(uid);
  if (userId === undefined) return undefined;
  return redeemLinkToken(db, { userId, purpose, tokenHash: hashToken(token) });
}
