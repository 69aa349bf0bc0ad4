import { NoteCarousel } from '../../parts/xiaohongshu/NoteCarousel';
import type { CardProps } from '../../template';
import styles from './XiaohongshuNotebookCard.module.css';

/**
 * The notebook note: grid paper, brown ink and highlighted headings, made for study notes.
 * @param props - content and style
 * @returns the carousel of pages
 */
export default function XiaohongshuNotebookCard({ content, style }: CardProps<'xiaohongshu'>) {
  return <NoteCarousel id="xiaohongshu/notebook" content={content} style={style} theme={styles.theme ?? ''} />;
}
