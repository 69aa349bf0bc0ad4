import type { Catalog } from '../../catalog';
import type { account as en } from '../en/account';

/** 简体中文界面文案：account。 */
export const account: Catalog<typeof en> = {
  _ns: 'account',
};
