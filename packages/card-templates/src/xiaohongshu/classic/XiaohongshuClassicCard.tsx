import { NoteCarousel } from '../../parts/xiaohongshu/NoteCarousel';
import type { CardProps } from '../../template';
import styles from './XiaohongshuClassicCard.module.css';

/**
 * The classic note: white pages, an accent of Xiaohongshu red, a bold title cover.
 * @param props - content and style
 * @returns the carousel of pages
 */
export default function XiaohongshuClassicCard({ content, style }: CardProps<'xiaohongshu'>) {
  return <NoteCarousel id="xiaohongshu/classic" content={content} style={style} theme={styles.theme ?? ''} />;
}
