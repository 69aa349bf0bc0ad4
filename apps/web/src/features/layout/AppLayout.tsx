import { useLayoutEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { Footer } from '../../components/Footer';
import { NavBar } from '../../components/NavBar';
import { AccountMenu } from '../auth/AccountMenu';
import { SessionCheck } from '../auth/SessionCheck';
import { useDarkMode } from '../theme/useDarkMode';
import { VisitTracker } from '../tracking/VisitTracker';
import { DocumentTitle } from './DocumentTitle';
// In the first bundle (3 KB), not a chunk of its own: a first visit shows it at once, in the first
// paint, instead of as a late largest paint after its chunk arrives (issue 19).
import { UpdateNoticeDialog } from './UpdateNoticeDialog';
import { SITE_CONFIG } from './site-config';
import { isUpdateNoticeDue, readNoticeVersion } from './update-notice';

/**
 * Makes the scroll of a route change (to the top, or back to a saved position) a jump: the page's
 * smooth scrolling is for anchors within a page. Its layout effect runs just before
 * ScrollRestoration's, its sibling, and smooth scrolling returns on the next frame.
 * @returns nothing visible
 */
function InstantRouteScroll() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    const frame = requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty('scroll-behavior');
    };
  }, [pathname]);
  return null;
}

/**
 * The key a scroll position is saved under. Every page a tab loads from the server starts as
 * history key "default", so keyed by that alone a page typed in the address bar (or opened by a
 * full load) came up at the scroll position of the last page loaded that way; that first entry is
 * keyed by its address instead, so a reload still returns to where the visitor was.
 * @param location - the entry
 * @returns its key
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

/** The page frame: navigation, content and footer (navigation and footer hidden under /admin). */
export function AppLayout() {
  const { pathname } = useLocation();
  const { isDark, toggle } = useDarkMode();
  const isAdmin = pathname.startsWith('/admin');
  const [isNoticeDue] = useState(() => isUpdateNoticeDue(readNoticeVersion()));
  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentTitle />
      {/* A new page starts at the top; back and forward return to where the visitor was. */}
      <InstantRouteScroll />
      <ScrollRestoration getKey={scrollKey} />
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
      {!isAdmin && isNoticeDue && <UpdateNoticeDialog />}
    </div>
  );
}
