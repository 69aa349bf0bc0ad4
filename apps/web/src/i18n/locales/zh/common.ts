import type { Catalog } from '../../catalog';
import type { common as en } from '../en/common';

/** 简体中文界面文案：common。 */
export const common: Catalog<typeof en> = {
  _ns: 'common',
};
