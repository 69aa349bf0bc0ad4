import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Runs the cheapest statement there is, to learn whether the database answers.
 * @param db - the database
 */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
