import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appSettings } from '../schema';

/**
 * A setting's value, storing the given one first if the setting has none: every instance that
 * races to create it reads back the same, first value.
 * @param db - the database
 * @param key - the setting
 * @param value - the value to store when there is none yet
 * @returns the stored value
 */
export async function getOrCreateSetting(db: Db, key: string, value: string): Promise<string> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing({ target: appSettings.key });
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  const stored = rows[0]?.value;
  if (stored === undefined) throw new Error(`setting ${key} was not stored`);
  return stored;
}
