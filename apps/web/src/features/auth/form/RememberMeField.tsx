import { useTranslation } from 'react-i18next';
import { checkboxClass } from './styles';

/**
 * The remember-me checkbox, with what leaving it unticked means: signed out when the browser
 * closes (issue 31).
 * @param props - whether it is ticked, and its change handler
 */
export function RememberMeField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <label className="flex cursor-pointer items-center gap-2.5 text-sm text-gray-700 select-none dark:text-gray-300">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        {t('auth.login.rememberMe')}
      </label>
      <p className="mt-1 pl-6.5 text-xs text-gray-500 dark:text-gray-400">{t('auth.login.rememberHint')}</p>
    </div>
  );
}
