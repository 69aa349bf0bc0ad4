import type { Catalog } from '../../catalog';
import type { admin as en } from '../en/admin';
export const admin = {} as unknown as Catalog<typeof en>;
