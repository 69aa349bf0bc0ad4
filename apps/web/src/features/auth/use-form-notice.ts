import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type ErrorCode } from '@inkcard/shared';
import { ApiError } from '../../api/client';
import { currentLanguage } from '../../i18n';
import type { Notice, NoticeTone } from './form/FormNotice';

/**
 * A form's message with optional auto-clear of errors (the register form clears them after 3 s).
 * @param errorClearMs - clear errors after this many ms; 0 keeps them
 * @returns the notice and setters
 */
export function useFormNotice(errorClearMs = 0): {
  notice: Notice | null;
  show: (tone: NoticeTone, text: string) => void;
  showCode: (code: ErrorCode) => void;
  showError: (error: unknown, fallback: string) => void;
  clear: () => void;
} {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (tone: NoticeTone, text: string) => {
      clearTimeout(timer.current);
      setNotice({ tone, text });
      if (tone === 'error' && errorClearMs > 0) {
        timer.current = setTimeout(() => setNotice(null), errorClearMs);
      }
    },
    [errorClearMs],
  );
  const showCode = useCallback((code: ErrorCode) => show('error', errorMessage(code, currentLanguage())), [show]);
  const showError = useCallback(
    (error: unknown, fallback: string) => show('error', apiErrorText(error, fallback)),
    [show],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);
  return { notice, show, showCode, showError, clear };
}

/**
 * The text for a failed call: the server's message when there is one (spec §8), else the fallback.
 * @param error - what the call threw
 * @param fallback - the screen's default message ('登录失败', '注册失败'…)
 * @returns the message to show
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.code !== 'BAD_RESPONSE') return error.message;
  return fallback;
}
