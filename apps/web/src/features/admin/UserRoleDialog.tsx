import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser, Role } from '@inkcard/shared';
import { updateUserRole } from '../../api/admin';
import { Dialog } from '../../components/Dialog';
import { FormNotice } from '../auth/form/FormNotice';
import { Spinner } from '../auth/form/Spinner';
import { primaryButtonClass, secondaryButtonClass } from '../auth/form/styles';
import { useFormNotice } from '../auth/use-form-notice';
import { RoleBadge } from './RoleBadge';

/**
 * The edit-role dialog: only the roles the signed-in administrator may grant this user are
 * offered (the server's list), and the server's refusal, if any, is shown in place.
 */
export function UserRoleDialog({
  user,
  roles,
  isSuperAdmin,
  onClose,
  onSaved,
}: {
  user: PublicUser | null;
  roles: Role[];
  isSuperAdmin: boolean;
  onClose: () => void;
  onSaved: (user: PublicUser) => void;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { notice, showError, clear } = useFormNotice();

  useEffect(() => {
    setRole(user?.role ?? null);
    setIsSaving(false);
    clear();
  }, [user, clear]);

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!user || !role) return;
    if (role === user.role) {
      onClose();
      return;
    }
    setIsSaving(true);
    try {
      const res = await updateUserRole(user.id, role);
      onSaved(res.user);
    } catch (error) {
      showError(error, t('admin.roleDialog.failed'));
      setIsSaving(false);
    }
  };

  return (
    <Dialog isOpen={user !== null} onClose={onClose} title={t('admin.roleDialog.title')}>
      {user && (
        <form onSubmit={(e) => void handleSubmit(e)}>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t('admin.roleDialog.description', { name: user.username, email: user.email })}
          </p>
          <fieldset className="mt-5 space-y-2">
            <legend className="sr-only">{t('admin.users.columns.role')}</legend>
            {roles.map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 ${
                  role === option
                    ? 'bg-indigo-50 ring-indigo-400 dark:bg-indigo-500/10 dark:ring-indigo-400/60'
                    : 'ring-gray-200 hover:bg-gray-50 dark:ring-white/10 dark:hover:bg-white/5'
                }`}
              >
                <input
                  type="radio"
                  name="role"
                  value={option}
                  checked={role === option}
                  onChange={() => setRole(option)}
                  className="h-4 w-4 accent-indigo-600"
                />
                <RoleBadge role={option} />
                {option === user.role && (
                  <span className="ml-auto text-xs text-gray-600 dark:text-gray-300">
                    {t('admin.roleDialog.current')}
                  </span>
                )}
              </label>
            ))}
          </fieldset>
          {!isSuperAdmin && (
            <p className="mt-3 text-xs text-gray-500 dark:text-gray-400">{t('admin.roleDialog.adminHint')}</p>
          )}
          <FormNotice notice={notice} className="mt-4" />
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={onClose} className={secondaryButtonClass}>
              {t('admin.roleDialog.cancel')}
            </button>
            <button type="submit" disabled={isSaving || role === null} className={primaryButtonClass}>
              {isSaving && <Spinner />}
              {isSaving ? t('admin.roleDialog.saving') : t('admin.roleDialog.save')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
