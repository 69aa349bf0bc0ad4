import { z } from 'zod';
import { CSP_REPORTS_PER_BODY } from '../limits';

/** Any text a browser puts in a report, cut to `max` characters and freed of NUL (PostgreSQL refuses it). */
const text = (max: number) =>
  z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value.replaceAll('\u0000', '').slice(0, max) : ''))
    .optional();
const count = z
  .unknown()
  .transform((value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 2 ** 31 ? value : null,
  )
  .optional();

/** `report-uri`'s body (`application/csp-report`): one report under "csp-report". */
export const LegacyCspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text(512),
    'blocked-uri': text(512),
    'effective-directive': text(64),
    'violated-directive': text(64),
    disposition: text(16),
    'source-file': text(512),
    'line-number': count,
    'column-number': count,
    'script-sample': text(256),
  }),
});

/** The Reporting API's body (`application/reports+json`, `report-to`): a list of reports of any type. */
export const ReportingApiBodySchema = z
  .array(
    z.object({
      type: z.unknown(),
      user_agent: text(256),
      body: z
        .object({
          documentURL: text(512),
          blockedURL: text(512),
          effectiveDirective: text(64),
          disposition: text(16),
          sourceFile: text(512),
          lineNumber: count,
          columnNumber: count,
          sample: text(256),
        })
        .optional(),
    }),
  )
  .max(CSP_REPORTS_PER_BODY * 10);

/** One stored violation, as administrators read it. */
export const CspReportSchema = z.object({
  id: z.number(),
  documentUri: z.string(),
  blockedUri: z.string(),
  effectiveDirective: z.string(),
  disposition: z.string(),
  sourceFile: z.string(),
  lineNumber: z.number().nullable(),
  columnNumber: z.number().nullable(),
  sample: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type CspReport = z.infer<typeof CspReportSchema>;

/** `GET /api/admin/csp-reports?page=`: the newest reports first. */
export const AdminCspReportsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export interface AdminCspReportsResponse {
  success: true;
  reports: CspReport[];
  total: number;
  page: number;
  pageSize: number;
}
