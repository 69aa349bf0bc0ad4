import type { Catalog } from '../../catalog';
import type { guide as en } from '../en/guide';

/** 简体中文界面文案：guide。 */
export const guide: Catalog<typeof en> = {
  _ns: 'guide',
};
