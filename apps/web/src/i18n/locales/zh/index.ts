import type { Catalog } from '../../catalog';
import type { Translation } from '../en';
import { common } from './common';
import { home } from './home';
import { legal } from './legal';
import { guide } from './guide';
import { gallery } from './gallery';
import { auth } from './auth';
import { account } from './account';
import { makers } from './makers';
import { admin } from './admin';
import { cards } from './cards';

/** The Chinese catalog; the type makes a missing key a compile error. */
export const zh: Catalog<Translation> = { common, home, legal, guide, gallery, auth, account, makers, admin, cards };
