import { afterEach, describe, expect, it, vi } from 'vitest';

const recordDownload = vi.fn();
vi.mock('../../api/tracking', () => ({ recordDownload: (...args: unknown[]) => recordDownload(...args) }));

const { trackDownload } = await import('./track-download');
const record = { cardType: 'quote', template: 'quote/redBold', title: 'hello' } as const;

afterEach(() => {
  recordDownload.mockReset();
  vi.useRealTimers();
});

describe('trackDownload', () => {
  it('answers saved after a first success', async () => {
    recordDownload.mockResolvedValue({ success: true });
    await expect(trackDownload(record)).resolves.toEqual({ saved: true });
    expect(recordDownload).toHaveBeenCalledTimes(1);
  });

  it('retries 1 s apart and succeeds on the third try', async () => {
    vi.useFakeTimers();
    recordDownload.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    recordDownload.mockResolvedValue({ success: true });
    const pending = trackDownload(record);
    await vi.advanceTimersByTimeAsync(999);
    expect(recordDownload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(recordDownload).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ saved: true });
    expect(recordDownload).toHaveBeenCalledTimes(3);
  });

  it('never throws and answers not saved after three failures', async () => {
    vi.useFakeTimers();
    recordDownload.mockRejectedValue(new Error('down'));
    const pending = trackDownload(record);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(pending).resolves.toEqual({ saved: false });
    expect(recordDownload).toHaveBeenCalledTimes(3);
  });
});
