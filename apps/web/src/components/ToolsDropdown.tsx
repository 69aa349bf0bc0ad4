import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './icons';
import { TOOL_LINKS } from './site-links';
import { ToolIcon } from './ToolIcon';

/**
 * The tools menu (menu-button pattern): Enter, Space or ArrowDown opens it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus; Tab leaves.
 */
export function ToolsDropdown() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusOnOpen = useRef<number | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const isActive = TOOL_LINKS.some((l) => l.to === pathname);

  // A navigation closes the menu (adjusting state during render, not in an effect).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    if (isOpen) setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    if (focusOnOpen.current !== null) {
      itemRefs.current[focusOnOpen.current]?.focus();
      focusOnOpen.current = null;
    }
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  const openAt = (index: number | null) => {
    focusOnOpen.current = index;
    if (isOpen && index !== null) itemRefs.current[index]?.focus();
    else setIsOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isOpen) close(false);
    // detail 0 means the keyboard (Enter or Space) pressed the button: focus the first item.
    else openAt(event.detail === 0 ? 0 : null);
  };
  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(TOOL_LINKS.length - 1);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close(true);
    }
  };
  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current;
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const last = TOOL_LINKS.length - 1;
    const focusItem = (i: number) => items[i]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current >= last ? 0 : current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current <= 0 ? last : current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(last);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setIsOpen(false);
        break;
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={handleButtonClick}
        onKeyDown={handleButtonKeyDown}
        className={`inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium transition hover:bg-gray-100 hover:text-gray-900 dark:hover:bg-white/10 dark:hover:text-white ${
          isActive || isOpen ? 'text-gray-900 dark:text-white' : 'text-gray-600 dark:text-gray-300'
        }`}
      >
        {t('common.nav.tools')}
        <ChevronDownIcon className={`text-base transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        onKeyDown={handleMenuKeyDown}
        className="absolute top-full left-1/2 z-50 mt-2 w-80 -translate-x-1/2 rounded-2xl bg-white p-2 shadow-xl ring-1 shadow-gray-900/10 ring-gray-200 dark:bg-gray-800 dark:shadow-black/40 dark:ring-white/10"
      >
        {TOOL_LINKS.map((link, i) => (
          <Link
            key={link.to}
            ref={(el) => {
              itemRefs.current[i] = el;
            }}
            to={link.to}
            role="menuitem"
            tabIndex={-1}
            onClick={() => setIsOpen(false)}
            aria-current={pathname === link.to ? 'page' : undefined}
            className="group flex items-start gap-3 rounded-xl p-3 transition hover:bg-indigo-50 focus-visible:bg-indigo-50 aria-[current=page]:bg-indigo-50/70 dark:hover:bg-white/5 dark:focus-visible:bg-white/5 dark:aria-[current=page]:bg-white/5"
          >
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-indigo-100 text-lg text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
              <ToolIcon name={link.icon} />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-gray-900 dark:text-white">{t(link.labelKey)}</span>
              <span className="block text-xs text-gray-500 dark:text-gray-400">{t(link.descKey)}</span>
            </span>
          </Link>
        ))}
      </div>
    </div>
  );
}
