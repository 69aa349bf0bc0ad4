import { findKind, type Lang, type RowIssue } from '@inkcard/card-engine';
import { batchIssueMessage, type Batch, type BatchRowIssue } from '@inkcard/shared';
import type { BatchRow } from '../db/schema';

/**
 * A row left out, as a sentence in the requester's language (a field named by its label).
 * @param kindId - the batch's kind
 * @param issue - the row issue
 * @param locale - zh or en
 * @returns the issue with its message
 */
export function presentRowIssue(kindId: string, issue: RowIssue, locale: Lang): BatchRowIssue {
  const kind = findKind(kindId);
  const field = issue.field && kind ? kind.fieldLabel(issue.field, locale) : issue.field;
  return {
    row: issue.row,
    key: issue.key,
    ...(issue.field ? { field: issue.field } : {}),
    message: batchIssueMessage(issue.key, locale, { row: issue.row, ...(field ? { field } : {}) }),
  };
}

/**
 * A batch as its owner sees it.
 * @param row - the batch row
 * @param locale - the requester's language (for the skipped rows' reasons)
 * @returns the API shape
 */
export function presentBatch(row: BatchRow, locale: Lang): Batch {
  return {
    id: row.id,
    status: row.status as Batch['status'],
    kind: row.kind,
    template: row.template,
    total: row.total,
    done: row.done,
    failed: row.failed,
    skipped: ((row.skipped as RowIssue[] | null) ?? []).map((i) => presentRowIssue(row.kind, i, locale)),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    zipUrl: `/api/v1/batches/${row.id}.zip`,
  };
}
