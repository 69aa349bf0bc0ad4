import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of the settings page: a heading and description on the left, the form on the right. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-7 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-10 dark:border-gray-700 dark:bg-gray-800/70"
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
          {title}
        </h2>
        {description && (
          <p className="mt-1.5 text-sm leading-relaxed text-gray-500 dark:text-gray-400">{description}</p>
        )}
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
