import type { Catalog } from '../../catalog';
import type { makers as en } from '../en/makers';

/** 简体中文界面文案：makers。 */
export const makers: Catalog<typeof en> = {
  _ns: 'makers',
};
