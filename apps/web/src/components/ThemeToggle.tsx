import { useTranslation } from 'react-i18next';
import { ICON_BUTTON_CLASS } from './button-styles';
import { MoonIcon, SunIcon } from './icons';

/** The dark-mode switch; the state lives with the caller (features/theme). */
export function ThemeToggle({ isDark, onToggle }: { isDark: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const label = isDark ? t('common.theme.toLight') : t('common.theme.toDark');
  return (
    <button
      type="button"
      onClick={onToggle}
      className={`${ICON_BUTTON_CLASS} text-lg`}
      aria-label={label}
      title={label}
      aria-pressed={isDark}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
