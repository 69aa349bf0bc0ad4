import type { SVGProps } from 'react';
import { ArticleIcon, GiftIcon, NoteIcon, ProfileIcon, QuoteIcon } from './icons';
import type { ToolIconName } from './site-links';

const ICONS = { profile: ProfileIcon, article: ArticleIcon, note: NoteIcon, quote: QuoteIcon, blessing: GiftIcon };

/** The icon of one card maker. */
export function ToolIcon({ name, ...props }: { name: ToolIconName } & SVGProps<SVGSVGElement>) {
  const Icon = ICONS[name];
  return <Icon {...props} />;
}
