import { xiaohongshuKind } from '@inkcard/card-engine';
import { CardMakerPage } from '../../features/card-maker/CardMakerPage';
import { defineMaker } from '../../features/card-maker/maker-config';
import { XIAOHONGSHU_TEMPLATES } from '@inkcard/card-templates/kinds/xiaohongshu';
import { forgetStoredCover, loadStoredCover } from './cover-image';
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
  imageField: 'coverImage',
  assist: { smartPaste: true, ai: true },
  loginRequired: true,
  input: 'text',
  layout: 'columns',
  recordTitle: (content) => Array.from(content.title).slice(0, 60).join(''),
});

/**
 * The Xiaohongshu note maker (/xiaohongshu): labelled text, a cover image kept in the card (its
 * draft, in this browser), and the note as a carousel of 3:4 pages, downloaded one by one or as a ZIP.
 */
export function NoteMakerPage() {
  return (
    <CardMakerPage
      config={NOTE_MAKER}
      // A cover kept by an older version of the maker starts a new card.
      initialImage={loadStoredCover}
      inputExtra={(maker) => (
        <NoteCoverUpload
          cover={maker.image}
          onChange={(cover) => {
            maker.setImage(cover);
            forgetStoredCover();
          }}
          notify={maker.notify}
        />
      )}
    />
  );
}
