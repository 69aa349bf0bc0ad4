import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/Footer';
import { NavBar } from '../../components/NavBar';
import { AccountMenu } from '../auth/AccountMenu';
import { SessionCheck } from '../auth/SessionCheck';
import { useDarkMode } from '../theme/useDarkMode';
import { VisitTracker } from '../tracking/VisitTracker';
import { SITE_CONFIG } from './site-config';
import { isUpdateNoticeDue, readNoticeVersion } from './update-notice';

// Most visits never show the notice, so its code stays out of the first-load bundle.
const loadNotice = () => import('./UpdateNoticeDialog').then((m) => ({ default: m.UpdateNoticeDialog }));
const UpdateNoticeDialog = lazy(loadNotice);
// A first visit shows it: fetch it alongside the page's own chunk rather than after the page has
// drawn, so it paints with the page instead of becoming a late largest paint (issue 19).
if (typeof window !== 'undefined' && isUpdateNoticeDue(readNoticeVersion())) void loadNotice();

/** The page frame: navigation, content and footer (navigation and footer hidden under /admin). */
export function AppLayout() {
  const { pathname } = useLocation();
  const { isDark, toggle } = useDarkMode();
  const isAdmin = pathname.startsWith('/admin');
  const [isNoticeDue] = useState(() => isUpdateNoticeDue(readNoticeVersion()));
  return (
    <div className="flex min-h-dvh flex-col">
      <SessionCheck />
      <VisitTracker />
      {!isAdmin && <NavBar isDark={isDark} onToggleTheme={toggle} account={<AccountMenu />} />}
      <div id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </div>
      {!isAdmin && (
        <Footer
          filingNumber={SITE_CONFIG.filingNumber}
          filingUrl={SITE_CONFIG.filingUrl}
          email={SITE_CONFIG.contactEmail}
        />
      )}
      {!isAdmin && isNoticeDue && (
        <Suspense fallback={null}>
          <UpdateNoticeDialog />
        </Suspense>
      )}
    </div>
  );
}
