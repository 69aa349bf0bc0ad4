import type { ComponentType, SVGProps } from 'react';
import type { KindId } from '@inkcard/card-engine';
import { ArticleIcon, GiftIcon, NoteIcon, ProfileIcon, QuoteIcon } from './icons';

/** Each kind's maker icon (tsc demands one for a new kind). */
const ICONS: Record<KindId, ComponentType<SVGProps<SVGSVGElement>>> = {
  profile: ProfileIcon,
  article: ArticleIcon,
  xiaohongshu: NoteIcon,
  quote: QuoteIcon,
  blessing: GiftIcon,
};

/** The icon of one kind's maker. */
export function ToolIcon({ name, ...props }: { name: KindId } & SVGProps<SVGSVGElement>) {
  const Icon = ICONS[name];
  return <Icon {...props} />;
}
