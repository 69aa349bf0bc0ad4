import {
  CSP_REPORTS_PER_BODY,
  CSP_REPORTS_PER_DAY,
  CSP_REPORT_RETENTION_DAYS,
  LegacyCspReportSchema,
  ReportingApiBodySchema,
  type AdminCspReportsResponse,
} from '@inkcard/shared';
import type { Db } from '../db/client';
import type { CspReportInsert } from '../db/schema';
import {
  countCspReportsSince,
  deleteCspReportsBefore,
  insertCspReports,
  listCspReports,
} from '../db/queries/csp-reports';

const DAY_MS = 86_400_000;
const PAGE_SIZE = 50;

/**
 * Reads what a browser posted to the report endpoint, in either format: `report-uri`'s one
 * `{"csp-report": …}` or the Reporting API's list (only its `csp-violation` entries). Anything
 * else yields nothing; a parser never throws on what a client sends.
 * @param body - the parsed JSON body
 * @param userAgent - the request's User-Agent, for report-uri's format, which carries none
 * @returns at most CSP_REPORTS_PER_BODY reports, cut to their columns
 */
export function readCspReports(body: unknown, userAgent: string): CspReportInsert[] {
  const legacy = LegacyCspReportSchema.safeParse(body);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return [
      {
        documentUri: r['document-uri'] ?? '',
        blockedUri: r['blocked-uri'] ?? '',
        effectiveDirective: r['effective-directive'] || r['violated-directive'] || '',
        disposition: r.disposition || 'enforce',
        sourceFile: r['source-file'] ?? '',
        lineNumber: r['line-number'] ?? null,
        columnNumber: r['column-number'] ?? null,
        sample: r['script-sample'] ?? '',
        userAgent: userAgent.replaceAll('\u0000', '').slice(0, 256),
      },
    ];
  }
  const list = ReportingApiBodySchema.safeParse(body);
  if (!list.success) return [];
  return list.data
    .filter((entry) => entry.type === 'csp-violation' && entry.body)
    .slice(0, CSP_REPORTS_PER_BODY)
    .map(({ body: r, user_agent }) => ({
      documentUri: r!.documentURL ?? '',
      blockedUri: r!.blockedURL ?? '',
      effectiveDirective: r!.effectiveDirective ?? '',
      disposition: r!.disposition || 'enforce',
      sourceFile: r!.sourceFile ?? '',
      lineNumber: r!.lineNumber ?? null,
      columnNumber: r!.columnNumber ?? null,
      sample: r!.sample ?? '',
      userAgent: user_agent || userAgent.replaceAll('\u0000', '').slice(0, 256),
    }));
}

/**
 * Stores violation reports for administrators, within a daily ceiling (a flood of reports, real or
 * forged, cannot fill the database: past CSP_REPORTS_PER_DAY in a day they are dropped), and now
 * and then deletes those older than CSP_REPORT_RETENTION_DAYS.
 * @param db - the database
 * @param reports - what readCspReports found
 * @param now - the current time
 * @returns how many were stored
 */
export async function recordCspReports(db: Db, reports: CspReportInsert[], now = new Date()): Promise<number> {
  if (reports.length === 0) return 0;
  const stored = await countCspReportsSince(db, new Date(now.getTime() - DAY_MS));
  const room = Math.max(0, CSP_REPORTS_PER_DAY - stored);
  const kept = reports.slice(0, room).map((r) => ({ ...r, createdAt: now }));
  await insertCspReports(db, kept);
  if (Math.random() < 0.05)
    await deleteCspReportsBefore(db, new Date(now.getTime() - CSP_REPORT_RETENTION_DAYS * DAY_MS));
  return kept.length;
}

/**
 * A page of stored reports for the admin console, the newest first.
 * @param db - the database
 * @param page - 1-based
 * @returns the page
 */
export async function getCspReports(db: Db, page: number): Promise<AdminCspReportsResponse> {
  const { rows, total } = await listCspReports(db, page, PAGE_SIZE);
  return {
    success: true,
    reports: rows.map((r) => ({
      id: r.id,
      documentUri: r.documentUri,
      blockedUri: r.blockedUri,
      effectiveDirective: r.effectiveDirective,
      disposition: r.disposition,
      sourceFile: r.sourceFile,
      lineNumber: r.lineNumber,
      columnNumber: r.columnNumber,
      sample: r.sample,
      userAgent: r.userAgent,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}
