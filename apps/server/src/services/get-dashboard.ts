import type { DashboardResponse } from '@inkcard/shared';
import type { Db } from '../db/client';
import { countUsersByRole } from '../db/queries/admin-users';
import { cardCounts } from '../db/queries/cards';
import { downloadsPerDay, visitsPerDay } from '../db/queries/stats';
import { fillDays, lastUtcDays } from './get-stats';

/** The dashboard's trend covers this many UTC days, today last. */
const TREND_DAYS = 7;

/**
 * The dashboard figures: users by role, today's visits and downloads (UTC day), a 7-day trend, and
 * saved cards (live, shared, waiting for review, in the gallery, saved today).
 * @param db - the database
 * @param now - the current instant
 * @returns the dashboard response
 */
export async function getDashboard(db: Db, now: Date = new Date()): Promise<DashboardResponse> {
  const range = lastUtcDays(now, TREND_DAYS);
  const from = range[0]!;
  const today = range[range.length - 1]!;
  const [roles, visits, downloads, cards] = await Promise.all([
    countUsersByRole(db),
    visitsPerDay(db, from, today),
    downloadsPerDay(db, from, today),
    cardCounts(db, new Date(`${today}T00:00:00Z`)),
  ]);
  const visitDays = fillDays(range, visits);
  const downloadDays = fillDays(range, downloads);
  return {
    success: true,
    totalUsers: roles.normal + roles.member + roles.admin + roles.superAdmin,
    members: roles.member,
    admins: roles.admin + roles.superAdmin,
    todayVisits: visitDays[visitDays.length - 1]?.count ?? 0,
    todayDownloads: downloadDays[downloadDays.length - 1]?.count ?? 0,
    trend: range.map((date, i) => ({
      date,
      visits: visitDays[i]?.count ?? 0,
      downloads: downloadDays[i]?.count ?? 0,
    })),
    cards,
  };
}
