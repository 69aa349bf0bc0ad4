import { describe, expect, it } from 'vitest';
import { afterClose } from './maker-notice';
import type { MakerNotice } from './MakerBanner';

describe('afterClose', () => {
  const downloaded: MakerNotice = { tone: 'success', message: '卡片已下载。', durationMs: 3000 };
  const copied: MakerNotice = { tone: 'success', message: '图片已复制', durationMs: 3000 };

  it('closes the notice its timer belongs to', () => {
    expect(afterClose(downloaded, downloaded)).toBeNull();
  });

  it('keeps a newer notice when an older one’s timer fires late', () => {
    expect(afterClose(copied, downloaded)).toBe(copied);
    // The same words set again are a new notice too: their own timer closes them.
    expect(afterClose({ ...downloaded }, downloaded)).not.toBeNull();
  });

  it('closes whatever is shown from the close button', () => {
    expect(afterClose(copied)).toBeNull();
    expect(afterClose(null)).toBeNull();
  });
});
