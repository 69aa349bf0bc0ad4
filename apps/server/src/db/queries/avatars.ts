import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { avatars, users, type UserRow } from '../schema';

/** What GET /uploads/avatars/:file needs. */
export interface StoredAvatar {
  mimeType: string;
  data: Uint8Array;
  byteSize: number;
  createdAt: Date;
}

/**
 * Stores a new avatar, points the user at it and deletes the user's older avatars, in one
 * transaction so a user never points at a missing image.
 * @param db - the database
 * @param row - user, file name, MIME type and bytes
 * @param now - the current time
 * @returns the updated user, or undefined when the user no longer exists
 */
export async function replaceUserAvatar(
  db: Db,
  row: { userId: number; fileName: string; mimeType: string; data: Uint8Array },
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ avatar: row.fileName, updatedAt: now })
      .where(eq(users.id, row.userId))
      .returning();
    const user = updated[0];
    if (!user) return undefined;
    await tx.insert(avatars).values({ ...row, byteSize: row.data.byteLength, createdAt: now });
    await tx.delete(avatars).where(and(eq(avatars.userId, row.userId), ne(avatars.fileName, row.fileName)));
    return user;
  });
}

/**
 * Reads an avatar by its public file name.
 * @param db - the database
 * @param fileName - e.g. "12-3f9a1c0b5d7e9a2c.webp"
 * @returns the image or undefined
 */
export async function findAvatarByFileName(db: Db, fileName: string): Promise<StoredAvatar | undefined> {
  const rows = await db
    .select({
      mimeType: avatars.mimeType,
      data: avatars.data,
      byteSize: avatars.byteSize,
      createdAt: avatars.createdAt,
    })
    .from(avatars)
    .where(eq(avatars.fileName, fileName))
    .limit(1);
  return rows[0];
}

/**
 * Counts a user's stored avatars (tests check old ones are deleted).
 * @param db - the database
 * @param userId - the user
 * @returns how many rows
 */
export async function countUserAvatars(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ id: avatars.id }).from(avatars).where(eq(avatars.userId, userId));
  return rows.length;
}
