import { useId, type ReactNode } from 'react';

/** The console's panel: a titled card with optional actions on the title line. */
export function AdminCard({
  title,
  subtitle,
  actions,
  children,
  className = '',
  isFlush = false,
}: {
  /** No inner padding: a table or list runs edge to edge. */
  isFlush?: boolean;
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={`min-w-0 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200/80 dark:bg-gray-800/60 dark:ring-white/10 ${isFlush ? 'overflow-hidden' : 'p-5 sm:p-6'} ${className}`}
    >
      {(title || actions) && (
        <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title && (
              <h2 id={titleId} className="text-base font-semibold text-gray-900 dark:text-white">
                {title}
              </h2>
            )}
            {subtitle && <p className="mt-0.5 text-sm text-gray-500 dark:text-gray-400">{subtitle}</p>}
          </div>
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}

/** The heading block at the top of every console page. */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}
