import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_TOKEN_NAME_MAX, type ApiToken } from '@inkcard/shared';
import { createApiToken, listApiTokens, revokeApiToken } from '../../api/api-tokens';
import { currentLanguage } from '../../i18n';
import { AuthForm } from '../auth/form/AuthForm';
import { FormNotice } from '../auth/form/FormNotice';
import { SubmitButton } from '../auth/form/SubmitButton';
import { TextField } from '../auth/form/TextField';
import { useFormNotice } from '../auth/use-form-notice';

const when = (iso: string): string =>
  new Date(iso).toLocaleString(currentLanguage() === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * Personal API tokens (issue 27): create one with a name (shown once, with a copy button), see each
 * token's last use, revoke it. The tokens open /api/v1, the CLI's --server mode and the MCP server.
 */
export function ApiTokensPanel() {
  const { t } = useTranslation();
  const [tokens, setTokens] = useState<ApiToken[] | null>(null);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const { notice, show, showError, clear } = useFormNotice();

  useEffect(() => {
    let alive = true;
    listApiTokens().then(
      (res) => alive && setTokens(res.tokens),
      (error: unknown) => alive && showError(error, t('account.tokens.loadFailed')),
    );
    return () => {
      alive = false;
    };
  }, [showError, t]);

  const handleCreate = async (): Promise<void> => {
    const trimmed = name.trim();
    if (!trimmed) return show('error', t('account.tokens.nameRequired'));
    clear();
    setBusy(true);
    try {
      const res = await createApiToken(trimmed);
      setCreated(res.token);
      setCopied(false);
      setTokens((list) => [res.item, ...(list ?? [])]);
      setName('');
    } catch (error) {
      showError(error, t('account.tokens.createFailed'));
    } finally {
      setBusy(false);
    }
  };

  const handleRevoke = async (token: ApiToken): Promise<void> => {
    if (!window.confirm(t('account.tokens.revokeConfirm', { name: token.name }))) return;
    try {
      await revokeApiToken(token.id);
      setTokens((list) => (list ?? []).filter((x) => x.id !== token.id));
      show('success', t('account.tokens.revoked', { name: token.name }));
    } catch (error) {
      showError(error, t('account.tokens.revokeFailed'));
    }
  };

  return (
    <div className="space-y-5">
      <AuthForm onSubmit={handleCreate}>
        <TextField
          label={t('account.tokens.name')}
          name="token-name"
          maxLength={API_TOKEN_NAME_MAX}
          value={name}
          placeholder={t('account.tokens.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
        <FormNotice notice={notice} />
        <SubmitButton
          label={t('account.tokens.create')}
          busyLabel={t('account.tokens.creating')}
          isBusy={isBusy}
          widthClass="w-full sm:w-auto"
        />
      </AuthForm>
      {created && (
        <div
          role="status"
          className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-100 dark:ring-emerald-400/30"
        >
          <p className="font-medium">{t('account.tokens.shownOnce')}</p>
          <code
            data-testid="new-api-token"
            className="mt-2 block break-all rounded-lg bg-white/80 px-3 py-2 font-mono text-xs text-gray-900 dark:bg-gray-900 dark:text-gray-100"
          >
            {created}
          </code>
          <button
            type="button"
            className="mt-2 rounded-lg px-3 py-1.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-300 hover:bg-emerald-100 pointer-coarse:min-h-11 dark:text-emerald-100 dark:ring-emerald-400/40 dark:hover:bg-emerald-400/10"
            onClick={() => {
              void navigator.clipboard?.writeText(created).then(() => setCopied(true));
            }}
          >
            {copied ? t('account.tokens.copied') : t('account.tokens.copy')}
          </button>
        </div>
      )}
      {tokens && tokens.length === 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('account.tokens.none')}</p>
      )}
      {tokens && tokens.length > 0 && (
        <ul
          className="divide-y divide-gray-200 rounded-xl ring-1 ring-gray-200 dark:divide-white/10 dark:ring-white/10"
          aria-label={t('account.tokens.listLabel')}
        >
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900 dark:text-white">{token.name}</p>
                <p className="text-xs text-gray-600 dark:text-gray-300">
                  <code>{token.prefix}…</code> · {t('account.tokens.createdAt', { when: when(token.createdAt) })} ·{' '}
                  {token.lastUsedAt
                    ? t('account.tokens.lastUsed', { when: when(token.lastUsedAt) })
                    : t('account.tokens.neverUsed')}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void handleRevoke(token)}
                className="rounded-lg px-3 py-1.5 text-sm font-medium text-red-700 ring-1 ring-red-200 hover:bg-red-50 pointer-coarse:min-h-11 dark:text-red-300 dark:ring-red-400/30 dark:hover:bg-red-400/10"
              >
                {t('account.tokens.revoke')}
                <span className="sr-only"> {token.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        <Link
          to="/about#guide-api"
          className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('account.tokens.guide')}
        </Link>
      </p>
    </div>
  );
}
