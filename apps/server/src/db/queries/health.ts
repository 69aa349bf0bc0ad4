import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appSettings } from '../schema';

/**
 * Runs the cheapest statement there is, to learn whether the database answers.
 * @param db - the database
 */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Writes one small row (a probe of whether the storage takes writes again after it was full): on
 * a full disk the new row version cannot be stored and this fails with SQLSTATE class 53.
 * @param db - the database
 */
export async function probeWrite(db: Db): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: 'health:write-probe', value: new Date().toISOString() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
}
