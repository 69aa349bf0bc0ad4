/** Options of a batch writer. */
export interface BatchWriterOptions<T> {
  /** Writes one batch in a single multi-row statement; throws to have the rows kept for the next try. */
  write(rows: T[]): Promise<void>;
  /** A flush starts as soon as this many rows wait. */
  maxBatch: number;
  /** And at least this often while rows wait. */
  intervalMs: number;
  /** Rows kept while the database is unreachable; the oldest are dropped beyond it, so memory stays bounded. */
  maxPending: number;
  /** Reports failed writes and dropped rows. */
  onError(error: unknown, context: { rows: number; dropped: number }): void;
  /**
   * Whether a failure is caused by the rows themselves (a value the database refuses), not by
   * the database being unreachable. Such a batch is split until the offending rows are found and
   * dropped, so one bad row never holds back the rows queued behind it.
   */
  isRowError?(error: unknown): boolean;
}

/**
 * Buffers rows and writes them in multi-row batches, the way Plausible collects events: the
 * request is answered at once and the database sees one INSERT per batch instead of one per
 * request. Flushes run one at a time, in order.
 */
export class BatchWriter<T> {
  private pending: T[] = [];
  private chain: Promise<void> = Promise.resolve();
  /** A flush waiting behind the running one; new rows join it rather than queueing another. */
  private queued: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Rows accepted since start, for tests and the benchmark. */
  accepted = 0;
  /** Rows written since start. */
  written = 0;

  constructor(private readonly options: BatchWriterOptions<T>) {}

  /**
   * Queues one row; a full batch starts a flush right away.
   * @param row - the row to write
   */
  push(row: T): void {
    this.pending.push(row);
    this.accepted += 1;
    if (this.pending.length > this.options.maxPending) {
      const dropped = this.pending.length - this.options.maxPending;
      this.pending.splice(0, dropped);
      this.options.onError(new Error('tracking buffer full'), { rows: 0, dropped });
    }
    if (this.pending.length >= this.options.maxBatch) void this.flush();
    else this.schedule();
  }

  /** Rows accepted but not yet written. */
  get size(): number {
    return this.pending.length;
  }

  /**
   * Writes everything queued so far (in batches of maxBatch).
   * @returns when those rows are written, or kept after a failure
   */
  flush(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.chain.then(() => {
      this.queued = undefined;
      return this.drain();
    });
    this.queued = next;
    this.chain = next;
    return next;
  }

  /**
   * Stops the timer and writes everything; used on shutdown so nothing acknowledged is lost.
   * A failing database gets a few more tries before the rows are given up and reported.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (let attempt = 0; attempt < 3 && this.pending.length > 0; attempt += 1) {
      await this.flush();
    }
    if (this.pending.length > 0) {
      this.options.onError(new Error('tracking rows lost on shutdown'), { rows: 0, dropped: this.pending.length });
      this.pending = [];
    }
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.intervalMs);
    // A pending flush must not keep a finished process (a CLI, a test) alive; close() flushes.
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      try {
        await this.options.write(batch);
        this.written += batch.length;
      } catch (error) {
        if (this.options.isRowError?.(error)) {
          await this.isolate(batch, error);
          continue;
        }
        // Keep the rows, in order, for the next flush; the timer retries within a second.
        this.pending = batch.concat(this.pending);
        this.options.onError(error, { rows: batch.length, dropped: 0 });
        this.schedule();
        return;
      }
    }
  }

  /**
   * Writes a batch the database refused because of its rows, half by half, dropping (and
   * reporting) only the single rows that still fail. Unreachable-database failures met on the
   * way put the remaining rows back in the queue.
   */
  private async isolate(batch: T[], error: unknown): Promise<void> {
    if (batch.length === 1) {
      this.options.onError(error, { rows: 1, dropped: 1 });
      return;
    }
    const middle = Math.ceil(batch.length / 2);
    for (const half of [batch.slice(0, middle), batch.slice(middle)]) {
      try {
        await this.options.write(half);
        this.written += half.length;
      } catch (halfError) {
        if (this.options.isRowError?.(halfError)) await this.isolate(half, halfError);
        else {
          this.pending = half.concat(this.pending);
          this.options.onError(halfError, { rows: half.length, dropped: 0 });
        }
      }
    }
  }
}
