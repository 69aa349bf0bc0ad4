import { useTranslation } from 'react-i18next';

/** The hero illustration: a fan of miniature cards drawn with HTML and CSS (no image requests). */
export function HeroCardsArt() {
  const { t } = useTranslation();
  return (
    <div
      role="img"
      aria-label={t('home.art.label')}
      className="relative mx-auto aspect-[5/4] w-full max-w-[520px] select-none"
    >
      <div
        aria-hidden="true"
        className="absolute inset-[8%] rounded-full bg-gradient-to-tr from-indigo-400/40 via-fuchsia-400/30 to-amber-300/40 blur-3xl dark:from-indigo-500/30 dark:via-fuchsia-500/20 dark:to-amber-400/20"
      />
      {/* Code card (back left) */}
      <div className="absolute top-[4%] left-[2%] w-[52%] -rotate-6 overflow-hidden rounded-2xl bg-[#0f172a] shadow-2xl ring-1 shadow-indigo-900/30 ring-white/10">
        <div className="flex items-center gap-1.5 border-b border-white/10 px-3 py-2">
          <span className="h-2 w-2 rounded-full bg-[#ff5f57]" />
          <span className="h-2 w-2 rounded-full bg-[#febc2e]" />
          <span className="h-2 w-2 rounded-full bg-[#28c840]" />
          <span className="ml-2 font-mono text-[10px] text-slate-400">{t('home.art.codeTitle')}</span>
        </div>
        <div className="space-y-1.5 p-3 font-mono text-[9px] leading-tight sm:text-[10px]">
          <div className="flex gap-1">
            <span className="text-fuchsia-400">const</span>
            <span className="text-sky-300">me</span>
            <span className="text-slate-400">= {'{'}</span>
          </div>
          <div className="flex gap-1 pl-3">
            <span className="text-emerald-300">name:</span>
            <span className="truncate text-amber-200">&apos;{t('home.art.name')}&apos;</span>
          </div>
          <div className="flex gap-1 pl-3">
            <span className="text-emerald-300">role:</span>
            <span className="truncate text-amber-200">&apos;{t('home.art.role')}&apos;</span>
          </div>
          <div className="h-1.5 w-3/4 rounded bg-slate-700 pl-3" />
          <div className="h-1.5 w-1/2 rounded bg-slate-700" />
          <div className="text-slate-400">{'}'}</div>
        </div>
      </div>
      {/* Quote card (back right) */}
      <div className="absolute top-[0%] right-[2%] flex aspect-[3/4] w-[38%] rotate-6 flex-col justify-between rounded-2xl bg-[#e62723] p-[5%] text-white shadow-2xl shadow-red-900/30">
        <span className="font-serif text-4xl leading-none opacity-80">“</span>
        <p className="text-[11px] leading-snug font-black sm:text-sm">{t('home.art.quote')}</p>
        <div className="flex items-center gap-2">
          <span className="h-px flex-1 bg-white/60" />
          <span className="text-[9px] font-medium opacity-90 sm:text-[10px]">{t('home.art.quoteAuthor')}</span>
        </div>
      </div>
      {/* Note card (front right) */}
      <div className="absolute right-[4%] bottom-[3%] w-[36%] rotate-3 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 shadow-gray-900/15 ring-gray-900/5">
        <div className="relative aspect-[4/3] bg-gradient-to-br from-amber-300 via-orange-400 to-rose-400">
          <span className="absolute top-[18%] left-[15%] h-[40%] w-[40%] rounded-full bg-white/35" />
          <span className="absolute right-[12%] bottom-[12%] h-[30%] w-[30%] rounded-full bg-yellow-100/60" />
        </div>
        <div className="space-y-1 p-2.5">
          <p className="truncate text-[10px] font-bold text-gray-900 sm:text-xs">{t('home.art.noteTitle')}</p>
          <div className="h-1 w-full rounded bg-gray-200" />
          <div className="h-1 w-4/5 rounded bg-gray-200" />
          <p className="truncate text-[9px] text-rose-500">{t('home.art.noteTag')}</p>
        </div>
      </div>
      {/* Profile card (front centre) */}
      <div className="absolute bottom-[6%] left-[4%] w-[46%] -rotate-2 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 shadow-indigo-900/20 ring-gray-900/5">
        <div className="h-10 bg-gradient-to-r from-indigo-500 via-violet-500 to-fuchsia-500 sm:h-14" />
        <div className="-mt-6 px-3 pb-3 sm:-mt-8 sm:px-4 sm:pb-4">
          <div className="grid h-12 w-12 place-items-center rounded-full bg-gradient-to-br from-sky-200 to-indigo-200 text-lg font-bold text-indigo-700 ring-4 ring-white sm:h-14 sm:w-14">
            {t('home.art.name').slice(0, 1)}
          </div>
          <p className="mt-2 truncate text-xs font-bold text-gray-900 sm:text-sm">{t('home.art.name')}</p>
          <p className="truncate text-[10px] text-indigo-600 sm:text-xs">{t('home.art.role')}</p>
          <div className="mt-2 space-y-1">
            <div className="h-1 w-full rounded bg-gray-200" />
            <div className="h-1 w-5/6 rounded bg-gray-200" />
          </div>
          <p className="mt-2 truncate rounded-md bg-indigo-50 px-2 py-1 text-[9px] font-medium text-indigo-700 sm:text-[10px]">
            {t('home.art.skills')}
          </p>
        </div>
      </div>
    </div>
  );
}
