import type { Catalog } from '../../catalog';
import type { gallery as en } from '../en/gallery';

/** 简体中文界面文案：gallery。 */
export const gallery: Catalog<typeof en> = {
  _ns: 'gallery',
};
