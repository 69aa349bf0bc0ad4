import type { Catalog } from '../../catalog';
import type { home as en } from '../en/home';

/** 简体中文界面文案：home。 */
export const home: Catalog<typeof en> = {
  _ns: 'home',
};
