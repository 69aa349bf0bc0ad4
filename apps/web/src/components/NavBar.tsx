import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ICON_BUTTON_CLASS } from './button-styles';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { TOOL_LINKS } from './site-links';
import { ThemeToggle } from './ThemeToggle';
import { ToolIcon } from './ToolIcon';
import { ToolsDropdown } from './ToolsDropdown';

const DESKTOP_LINK =
  'rounded-full px-3 py-2 text-sm font-medium text-gray-600 transition hover:bg-gray-100 hover:text-gray-900 aria-[current=page]:text-indigo-600 dark:text-gray-300 dark:hover:bg-white/10 dark:hover:text-white dark:aria-[current=page]:text-indigo-300';
const MOBILE_LINK =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium text-gray-800 transition hover:bg-gray-100 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700 dark:text-gray-100 dark:hover:bg-white/5 dark:aria-[current=page]:bg-white/5 dark:aria-[current=page]:text-indigo-300';

/**
 * The top navigation: brand, home, the tools menu, gallery and guide, then the language and theme
 * toggles and the account slot; below 768 px the links move into a hamburger panel.
 */
export function NavBar({
  isDark,
  onToggleTheme,
  account,
}: {
  isDark: boolean;
  onToggleTheme: () => void;
  account: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  if (menuPath !== pathname) {
    setMenuPath(pathname);
    if (isMenuOpen) setIsMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const mq = window.matchMedia('(min-width: 768px)');
    const handleWide = () => mq.matches && setIsMenuOpen(false);
    mq.addEventListener('change', handleWide);
    return () => mq.removeEventListener('change', handleWide);
  }, [isMenuOpen]);

  const handlePanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/70 bg-white/80 backdrop-blur-lg dark:border-white/10 dark:bg-gray-900/80">
      <a
        href="#main"
        className="sr-only rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        {t('common.skipToContent')}
      </a>
      <nav aria-label={t('common.nav.label')} className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo />
        <div className="ml-6 hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={DESKTOP_LINK}>
            {t('common.nav.home')}
          </NavLink>
          <ToolsDropdown />
          <NavLink to="/gallery" className={DESKTOP_LINK}>
            {t('common.nav.gallery')}
          </NavLink>
          <NavLink to="/about" className={DESKTOP_LINK}>
            {t('common.nav.guide')}
          </NavLink>
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <LanguageToggle />
          <ThemeToggle isDark={isDark} onToggle={onToggleTheme} />
          <div className="min-w-0">{account}</div>
          <button
            ref={menuButtonRef}
            type="button"
            className={`${ICON_BUTTON_CLASS} text-xl md:hidden`}
            aria-expanded={isMenuOpen}
            aria-controls={panelId}
            aria-label={isMenuOpen ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
            onClick={() => setIsMenuOpen((v) => !v)}
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </nav>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isMenuOpen}
        onKeyDown={handlePanelKeyDown}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200/70 bg-white px-4 pt-3 pb-5 shadow-lg md:hidden dark:border-white/10 dark:bg-gray-900"
      >
        <nav aria-label={t('common.nav.mobileMenu')} className="flex flex-col gap-1">
          <NavLink to="/" end className={MOBILE_LINK}>
            {t('common.nav.home')}
          </NavLink>
          <p className="mt-3 mb-1 px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
            {t('common.nav.tools')}
          </p>
          {TOOL_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={MOBILE_LINK}>
              <span className="grid h-8 w-8 place-items-center rounded-lg bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                <ToolIcon name={link.icon} />
              </span>
              {t(link.labelKey)}
            </NavLink>
          ))}
          <div className="my-2 border-t border-gray-200 dark:border-white/10" />
          <NavLink to="/gallery" className={MOBILE_LINK}>
            {t('common.nav.gallery')}
          </NavLink>
          <NavLink to="/about" className={MOBILE_LINK}>
            {t('common.nav.guide')}
          </NavLink>
          <Link to="/help" className={MOBILE_LINK}>
            {t('common.footer.helpCenter')}
          </Link>
        </nav>
      </div>
    </header>
  );
}
