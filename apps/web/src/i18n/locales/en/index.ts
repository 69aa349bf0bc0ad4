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

/** The English catalog: the source and the type of every UI string. */
export const en = { common, home, legal, guide, gallery, auth, account, makers, admin, cards };
export type Translation = typeof en;
