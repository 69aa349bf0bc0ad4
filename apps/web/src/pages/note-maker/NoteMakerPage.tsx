import { useCallback, useMemo, useState } from 'react';
import { xiaohongshuKind, type XiaohongshuContent } from '@inkcard/card-engine';
import { CardMakerPage } from '../../features/card-maker/CardMakerPage';
import { defineMaker } from '../../features/card-maker/maker-config';
import { XIAOHONGSHU_TEMPLATES } from '@inkcard/card-templates/kinds/xiaohongshu';
import { loadStoredCover, storeCover } from './cover-image';
import { NoteCoverUpload } from './NoteCoverUpload';

/** The note maker: parse on the button, then follow the text; login-gated save (spec §2, §4). */
const NOTE_MAKER = defineMaker<'xiaohongshu'>({
  kind: xiaohongshuKind,
  templates: XIAOHONGSHU_TEMPLATES,
  copy: {
    title: 'makers.note.title',
    lead: 'makers.note.lead',
    previewPlaceholder: 'makers.note.previewPlaceholder',
    inputPlaceholder: 'makers.note.inputPlaceholder',
    generate: 'makers.note.generate',
    blank: 'makers.note.blank',
  },
  generateWhenBlank: 'explain',
  liveAfterGenerate: true,
  keepTextOnTemplateChange: true,
  assist: { smartPaste: true, ai: true },
  loginRequired: true,
  input: 'text',
  layout: 'columns',
  recordTitle: (content) => Array.from(content.title).slice(0, 60).join(''),
});

/**
 * The Xiaohongshu note maker (/xiaohongshu): labelled text, a cover image kept in the browser,
 * and the note as a carousel of 3:4 pages, downloaded one by one or as a ZIP.
 */
export function NoteMakerPage() {
  const [cover, setCoverState] = useState<string | null>(loadStoredCover);
  const setCover = useCallback((next: string | null) => {
    setCoverState(next);
    storeCover(next);
  }, []);
  const extraContent = useMemo(
    (): Partial<XiaohongshuContent> | undefined => (cover ? { coverImage: cover } : undefined),
    [cover],
  );
  return (
    <CardMakerPage
      config={NOTE_MAKER}
      extraContent={extraContent}
      inputExtra={(maker) => <NoteCoverUpload cover={cover} onChange={setCover} notify={maker.notify} />}
    />
  );
}
