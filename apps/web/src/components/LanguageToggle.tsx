import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n';
import { ICON_BUTTON_CLASS } from './button-styles';

/** Switches the UI between Chinese and English; the choice is stored (spec §4). */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const handleClick = () => setLanguage(i18n.language === 'en' ? 'zh' : 'en');
  return (
    <button
      type="button"
      onClick={handleClick}
      className={`${ICON_BUTTON_CLASS} text-xs font-bold ${className}`}
      aria-label={t('common.language.switchTo')}
      title={t('common.language.switchTo')}
      data-language={currentLanguage()}
    >
      {t('common.language.short')}
    </button>
  );
}
