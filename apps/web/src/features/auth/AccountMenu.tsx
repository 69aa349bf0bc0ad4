import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../api/auth';
import { CardsIcon, GearIcon, SignOutIcon } from '../../components/icons';
import { endSessionByUser, useSession } from './session';
import { UserAvatar } from './UserAvatar';

/**
 * The navigation's account control (spec §2): a login button when signed out; when signed in, a
 * menu button with the avatar and username opening links to My cards, settings and logout.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, isSignedIn } = useSession();

  if (!isSignedIn || !user) {
    return (
      <Link
        to="/login"
        className="inline-flex h-9 shrink-0 items-center whitespace-nowrap rounded-lg bg-indigo-600 px-3 sm:px-4 pointer-coarse:h-11 text-sm font-semibold text-white shadow-sm transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        {t('auth.menu.login')}
      </Link>
    );
  }
  return <SignedInMenu username={user.username} email={user.email} avatar={user.avatar} />;
}

function SignedInMenu({ username, email, avatar }: { username: string; email: string; avatar: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number): void => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]!.focus();
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent): void => {
      if (!rootRef.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const openAndFocus = (index: number): void => {
    setOpen(true);
    // The items exist only after the menu renders.
    requestAnimationFrame(() => focusItem(index));
  };

  const handleButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>): void => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAndFocus(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus(-1);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const handleMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(current + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(current - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(-1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  const handleLogout = (): void => {
    // The request carries the token before it is cleared; its failure never blocks signing out.
    logout().catch(() => undefined);
    setOpen(false);
    endSessionByUser();
    void navigate('/');
  };

  const itemClass =
    'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-gray-700 outline-none transition hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-gray-200 dark:hover:bg-gray-700/60 dark:focus-visible:bg-gray-700/60';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('auth.menu.open', { name: username })}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={handleButtonKeyDown}
        className="flex h-9 max-w-[12rem] items-center pointer-coarse:h-11 gap-2 rounded-full py-0.5 pr-2.5 pl-0.5 text-sm font-medium text-gray-700 transition hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        <UserAvatar avatar={avatar} name={username} size={32} />
        <span className="hidden truncate sm:inline" data-testid="account-menu-username">
          {username}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('auth.menu.open', { name: username })}
          onKeyDown={handleMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-60 origin-top-right rounded-xl border border-gray-200 bg-white p-1.5 shadow-xl dark:border-gray-700 dark:bg-gray-800"
        >
          <div className="flex items-center gap-3 px-3 py-2.5" role="none">
            <UserAvatar avatar={avatar} name={username} size={40} />
            <div className="min-w-0">
              <p className="text-xs text-gray-500 dark:text-gray-400">{t('auth.menu.signedInAs')}</p>
              <p className="truncate text-sm font-semibold text-gray-900 dark:text-gray-100">{username}</p>
              <p className="truncate text-xs text-gray-500 dark:text-gray-400">{email}</p>
            </div>
          </div>
          <div className="my-1 h-px bg-gray-200 dark:bg-gray-700" role="none" />
          <Link to="/my-cards" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
            <CardsIcon className="h-4 w-4" strokeWidth={2} />
            {t('auth.menu.myCards')}
          </Link>
          <Link to="/settings" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => setOpen(false)}>
            <GearIcon className="h-4 w-4" strokeWidth={2} />
            {t('auth.menu.settings')}
          </Link>
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={handleLogout}>
            <SignOutIcon className="h-4 w-4" strokeWidth={2} />
            {t('auth.menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
