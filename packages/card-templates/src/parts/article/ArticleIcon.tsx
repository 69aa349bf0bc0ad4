import {
  BookOpen,
  Brain,
  ChartColumn,
  Compass,
  Cpu,
  Flag,
  Globe,
  Heart,
  Leaf,
  Lightbulb,
  MessageCircle,
  Newspaper,
  Rocket,
  Shield,
  Sparkles,
  Target,
  TrendingUp,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ArticleIcon as ArticleIconId } from '@inkcard/card-engine';

/** Every icon a text may name (图标：), drawn from lucide-react (installed, never a CDN). */
export const ARTICLE_ICON_GLYPHS: Readonly<Record<ArticleIconId, LucideIcon>> = {
  sparkles: Sparkles,
  lightbulb: Lightbulb,
  rocket: Rocket,
  globe: Globe,
  trendingUp: TrendingUp,
  chart: ChartColumn,
  book: BookOpen,
  target: Target,
  shield: Shield,
  users: Users,
  cpu: Cpu,
  leaf: Leaf,
  heart: Heart,
  zap: Zap,
  flag: Flag,
  compass: Compass,
  trophy: Trophy,
  newspaper: Newspaper,
  message: MessageCircle,
  brain: Brain,
};

/**
 * One article icon as inline SVG (exported with the card like any other element).
 * @param props - the icon id (or a lucide component), size in px, stroke width and class
 * @returns the icon, hidden from screen readers
 */
export function ArticleIcon({
  name,
  icon,
  size = 20,
  strokeWidth = 2,
  className,
}: {
  name?: ArticleIconId;
  icon?: LucideIcon;
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  const Glyph = icon ?? (name ? ARTICLE_ICON_GLYPHS[name] : Sparkles);
  return <Glyph size={size} strokeWidth={strokeWidth} className={className} aria-hidden focusable={false} />;
}
