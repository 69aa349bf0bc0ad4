import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { zh } from '../../i18n/locales/zh';
import { recordNotSavedMessage } from './record-not-saved';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en }, zh: { translation: zh } }, lng: 'en', initAsync: false });

describe('the notice for a record that could not be saved', () => {
  it.each([
    ['en', 'download', 'The card downloaded, but the download record was not saved due to a network problem.'],
    ['en', 'copy', 'The card was copied, but the download record was not saved due to a network problem.'],
    ['en', 'share', 'The card was shared, but the download record was not saved due to a network problem.'],
    ['zh', 'download', '卡片已下载，但由于网络原因下载记录未能保存。'],
    ['zh', 'copy', '卡片已复制，但由于网络原因下载记录未能保存。'],
    ['zh', 'share', '卡片已分享，但由于网络原因下载记录未能保存。'],
  ] as const)('in %s names the %s', (lng, action, message) => {
    expect(recordNotSavedMessage(action, i18n.getFixedT(lng))).toBe(message);
  });
});
