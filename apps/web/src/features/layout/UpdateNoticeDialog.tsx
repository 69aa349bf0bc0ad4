import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPDATE_NOTICE_VERSION } from '@inkcard/shared';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { CheckIcon, SparklesIcon } from '../../components/icons';
import { isUpdateNoticeDue, readNoticeVersion, storeNoticeSeen } from './update-notice';

/** The once-per-version update notice (spec §1): shown until closed, then the version is stored. */
export function UpdateNoticeDialog() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(() => isUpdateNoticeDue(readNoticeVersion()));
  const handleClose = () => {
    storeNoticeSeen();
    setIsOpen(false);
  };
  const items = [t('common.notice.item1'), t('common.notice.item2'), t('common.notice.item3')];
  return (
    <Dialog
      isOpen={isOpen}
      onClose={handleClose}
      title={
        <span className="flex items-center gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-fuchsia-500 text-xl text-white shadow-md shadow-fuchsia-500/30">
            <SparklesIcon />
          </span>
          <span>
            {t('common.notice.title')}
            <span className="block text-xs font-medium text-gray-500 dark:text-gray-400">
              {t('common.notice.version', { version: UPDATE_NOTICE_VERSION })}
            </span>
          </span>
        </span>
      }
      footer={
        <button type="button" onClick={handleClose} className={buttonClass('primary')}>
          {t('common.notice.close')}
        </button>
      }
    >
      <p className="text-sm">{t('common.notice.intro')}</p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-sm leading-relaxed text-gray-700 dark:text-gray-200">
            <CheckIcon className="mt-0.5 shrink-0 text-lg text-emerald-500" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
