import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The line under the card, e.g. the link to register. */
  footer?: ReactNode;
}

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <main className="relative flex min-h-[calc(100vh-4rem)] items-start justify-center overflow-hidden px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgba(99,102,241,0.14),transparent_70%)] dark:bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgba(99,102,241,0.22),transparent_70%)]"
      />
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-gray-200/80 bg-white/95 p-6 shadow-xl shadow-indigo-500/5 backdrop-blur sm:p-8 dark:border-gray-700/80 dark:bg-gray-800/90 dark:shadow-black/30">
          <header className="mb-6 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">{subtitle}</p>}
          </header>
          {children}
        </div>
        {footer && <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">{footer}</p>}
      </div>
    </main>
  );
}
