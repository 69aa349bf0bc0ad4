import type { FormEvent, ReactNode } from 'react';

/**
 * The account forms' <form>: browser validation off (the forms show their own messages), the
 * default submit prevented, and the usual vertical rhythm.
 */
export function AuthForm({ onSubmit, children }: { onSubmit: () => void | Promise<void>; children: ReactNode }) {
  const handleSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      {children}
    </form>
  );
}
