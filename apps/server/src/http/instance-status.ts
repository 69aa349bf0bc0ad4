/**
 * What this instance can do right now, for the health check and the request hooks: whether it is
 * stopping (draining: it finishes what is open and answers every new request 503) and whether its
 * storage is full (degraded: writes fail, so a load balancer should send it nothing). One object
 * per process (per test server), made with the app's dependencies.
 */
export class InstanceStatus {
  private drainingSince: number | undefined;
  private storageFullSince: number | undefined;
  private readonly stopListeners = new Set<() => void>();

  /** Whether a stop signal has arrived. */
  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** Whether a write failed for lack of space and no write has succeeded since. */
  get storageFull(): boolean {
    return this.storageFullSince !== undefined;
  }

  /** Starts draining (a stop signal): from now on new requests are refused. */
  startDraining(now = Date.now()): void {
    this.drainingSince ??= now;
  }

  /**
   * Tells everything that holds a connection open on its own (a server-sent event stream) to end
   * it now: the drain is over and the server is closing.
   */
  stopStreams(): void {
    for (const listener of [...this.stopListeners]) listener();
    this.stopListeners.clear();
  }

  /**
   * Registers what to do when the server closes while a stream is open.
   * @param listener - ends the stream
   * @returns a function that unregisters it (the stream ended by itself)
   */
  onStop(listener: () => void): () => void {
    this.stopListeners.add(listener);
    return () => void this.stopListeners.delete(listener);
  }

  /** How many streams are open (for the shutdown log). */
  get openStreams(): number {
    return this.stopListeners.size;
  }

  /** A write failed because the storage is full (SQLSTATE class 53, ENOSPC). */
  markStorageFull(now = Date.now()): void {
    this.storageFullSince ??= now;
  }

  /** A write succeeded again: the storage has room. */
  markStorageWritable(): void {
    this.storageFullSince = undefined;
  }
}
