import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchWriter } from './batch-writer';

function writerWith(write: (rows: number[]) => Promise<void>, maxPending = 10_000) {
  const errors: { rows: number; dropped: number }[] = [];
  const writer = new BatchWriter<number>({
    write,
    maxBatch: 1_000,
    intervalMs: 1_000,
    maxPending,
    onError: (_e, context) => errors.push(context),
  });
  return { writer, errors };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BatchWriter', () => {
  it('writes within a second of the first row, in one batch', async () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const { writer } = writerWith(async (rows) => void batches.push(rows));
    writer.push(1);
    writer.push(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
  });

  it('writes at once when 1,000 rows wait, in batches of at most 1,000', async () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const { writer } = writerWith(async (rows) => void batches.push(rows));
    for (let i = 0; i < 2_500; i += 1) writer.push(i);
    // No timer needed: the full batch starts the flush, which then takes whatever waits.
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((b) => b.length)).toEqual([1_000, 1_000, 500]);
    await writer.close();
    expect(batches.flat()).toEqual(Array.from({ length: 2_500 }, (_, i) => i));
    expect(writer.written).toBe(2_500);
  });

  it('keeps rows after a failed write and writes them, in order, on the next flush', async () => {
    let fail = true;
    const written: number[] = [];
    const { writer, errors } = writerWith(async (rows) => {
      if (fail) throw new Error('db down');
      written.push(...rows);
    });
    writer.push(1);
    await writer.flush();
    writer.push(2);
    expect(writer.size).toBe(2);
    fail = false;
    await writer.close();
    expect(written).toEqual([1, 2]);
    expect(errors[0]).toEqual({ rows: 1, dropped: 0 });
  });

  it('bounds memory while the database is down and reports what it drops', async () => {
    const { writer, errors } = writerWith(() => Promise.reject(new Error('down')), 5);
    for (let i = 0; i < 7; i += 1) writer.push(i);
    expect(writer.size).toBe(5);
    expect(errors.reduce((n, e) => n + e.dropped, 0)).toBe(2);
    await writer.close();
    expect(writer.size).toBe(0);
  });
});

describe('BatchWriter with rows the database refuses', () => {
  const refused = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
  const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

  it('drops only the refused rows and writes every other one, in order', async () => {
    const written: number[] = [];
    const errors: { rows: number; dropped: number }[] = [];
    const writer = new BatchWriter<number>({
      write: async (rows) => {
        if (rows.includes(13) || rows.includes(77)) throw refused;
        written.push(...rows);
      },
      maxBatch: 1_000,
      intervalMs: 1_000,
      maxPending: 10_000,
      onError: (_e, context) => errors.push(context),
      isRowError: (e) => (e as { code?: string }).code === '22021',
    });
    for (let i = 0; i < 100; i += 1) writer.push(i);
    await writer.flush();
    expect(written).toEqual(Array.from({ length: 100 }, (_, i) => i).filter((i) => i !== 13 && i !== 77));
    expect(errors.filter((e) => e.dropped > 0)).toEqual([
      { rows: 1, dropped: 1 },
      { rows: 1, dropped: 1 },
    ]);
    expect(writer.size).toBe(0);
  });

  it('keeps every row while the database is unreachable', async () => {
    let down = true;
    const written: number[] = [];
    const writer = new BatchWriter<number>({
      write: async (rows) => {
        if (down) throw unreachable;
        written.push(...rows);
      },
      maxBatch: 1_000,
      intervalMs: 1_000,
      maxPending: 10_000,
      onError: () => undefined,
      isRowError: (e) => (e as { code?: string }).code === '22021',
    });
    for (let i = 0; i < 10; i += 1) writer.push(i);
    await writer.flush();
    expect(writer.size).toBe(10);
    down = false;
    await writer.flush();
    expect(written).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
