import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  apiTokens,
  avatars,
  downloadEvents,
  pageVisits,
  renderLinks,
  sessions,
  users,
  verificationCodes,
} from '../schema';

/*
 * Everything the database keeps about one account, for its owner's export and its deletion
 * (issue 31). A table that stores something of a user adds its read here and its removal to
 * deleteAccountRows, and a section to services/export-account-data.ts.
 */

/**
 * The account's sessions (never their tokens, which only exist as hashes anyway).
 * @param db - the database
 * @param userId - the account
 * @returns when each began, ends or was revoked, and its kind
 */
export async function listUserSessions(db: Db, userId: number) {
  return db
    .select({
      kind: sessions.kind,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

/**
 * The account's avatar image, if any.
 * @param db - the database
 * @param userId - the account
 * @returns the stored image
 */
export async function findUserAvatarImage(db: Db, userId: number) {
  const rows = await db
    .select({
      fileName: avatars.fileName,
      mimeType: avatars.mimeType,
      data: avatars.data,
      createdAt: avatars.createdAt,
    })
    .from(avatars)
    .where(eq(avatars.userId, userId))
    .limit(1);
  return rows[0];
}

/**
 * The cards the account downloaded (download records that name it).
 * @param db - the database
 * @param userId - the account
 * @returns the records, newest first
 */
export async function listUserDownloads(db: Db, userId: number) {
  return db
    .select({
      cardType: downloadEvents.cardType,
      template: downloadEvents.template,
      title: downloadEvents.title,
      createdAt: downloadEvents.createdAt,
    })
    .from(downloadEvents)
    .where(eq(downloadEvents.userId, userId))
    .orderBy(desc(downloadEvents.createdAt));
}

/**
 * The page views recorded while the account was signed in.
 * @param db - the database
 * @param userId - the account
 * @returns the views, newest first
 */
export async function listUserVisits(db: Db, userId: number) {
  return db
    .select({
      path: pageVisits.path,
      referrer: pageVisits.referrer,
      title: pageVisits.title,
      createdAt: pageVisits.createdAt,
    })
    .from(pageVisits)
    .where(eq(pageVisits.userId, userId))
    .orderBy(desc(pageVisits.createdAt));
}

/**
 * The emailed codes asked for the account's address (their values exist only as hashes).
 * @param db - the database
 * @param email - the account's address
 * @returns when each was asked for, what for, and whether it was mailed, verified and used
 */
export async function listCodeRequests(db: Db, email: string) {
  return db
    .select({
      purpose: verificationCodes.purpose,
      mailed: verificationCodes.mailed,
      createdAt: verificationCodes.createdAt,
      verifiedAt: verificationCodes.verifiedAt,
      consumedAt: verificationCodes.consumedAt,
    })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .orderBy(desc(verificationCodes.createdAt));
}

/**
 * The account's API tokens (never the token, which exists only as a hash).
 * @param db - the database
 * @param userId - the account
 * @returns each token's name, prefix and dates
 */
export async function listUserApiTokens(db: Db, userId: number) {
  return db
    .select({
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
}

/**
 * The render links made for the account (the images themselves are at their links until they expire).
 * @param db - the database
 * @param userId - the account
 * @returns each link's id and dates
 */
export async function listUserRenderLinks(db: Db, userId: number) {
  return db
    .select({ id: renderLinks.id, createdAt: renderLinks.createdAt, expiresAt: renderLinks.expiresAt })
    .from(renderLinks)
    .where(eq(renderLinks.userId, userId))
    .orderBy(desc(renderLinks.createdAt));
}

/**
 * Deletes an account and everything of it, in one transaction: its codes; its usage records
 * (download records and page views stay in the statistics, without the account: the user id
 * and the user info a download carried are cleared); the user row, whose sessions, avatar, API
 * tokens and render links go with it (foreign keys cascade).
 * @param db - the database
 * @param user - the account's id and address
 */
export async function deleteAccountRows(db: Db, user: { id: number; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(downloadEvents).set({ userId: null, userInfo: null }).where(eq(downloadEvents.userId, user.id));
    await tx.update(pageVisits).set({ userId: null }).where(eq(pageVisits.userId, user.id));
    await tx.delete(verificationCodes).where(eq(verificationCodes.email, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
