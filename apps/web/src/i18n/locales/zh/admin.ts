import type { Catalog } from '../../catalog';
import type { admin as en } from '../en/admin';

/** 简体中文界面文案：admin。 */
export const admin: Catalog<typeof en> = {
  _ns: 'admin',
};
