/** The button looks, shared by <button> and link-as-button elements. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition duration-150 disabled:cursor-not-allowed disabled:opacity-50 select-none pointer-coarse:min-h-11';
const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-600/25 hover:from-indigo-500 hover:to-violet-500 hover:shadow-indigo-600/35',
  secondary:
    'bg-white text-gray-900 ring-1 ring-gray-200 shadow-sm hover:bg-gray-50 hover:ring-gray-300 dark:bg-white/5 dark:text-white dark:ring-white/15 dark:hover:bg-white/10',
  ghost: 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-white/10',
};
const SIZES = { md: 'px-5 py-2.5 text-sm', lg: 'px-6 py-3 text-base' } as const;

/**
 * Class names for a button of the given look.
 * @param variant - primary, secondary or ghost
 * @param size - md or lg
 * @returns the Tailwind classes
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof SIZES = 'md'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}

/** A square icon button (theme, language, menu). */
export const ICON_BUTTON_CLASS =
  'inline-flex h-9 w-9 shrink-0 pointer-coarse:h-11 pointer-coarse:w-11 items-center justify-center rounded-full text-gray-600 transition hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-white/10 dark:hover:text-white';
