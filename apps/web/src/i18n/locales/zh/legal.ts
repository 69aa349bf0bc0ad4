import type { Catalog } from '../../catalog';
import type { legal as en } from '../en/legal';

/** 简体中文界面文案：legal。 */
export const legal: Catalog<typeof en> = {
  _ns: 'legal',
};
