import type { Catalog } from '../../catalog';
import type { auth as en } from '../en/auth';

/** 简体中文界面文案：auth。 */
export const auth: Catalog<typeof en> = {
  _ns: 'auth',
};
