import { useCallback } from 'react';
import { profileKind } from '@inkcard/card-engine';
import { PRE_CAPTURE_WAIT_MS } from '@inkcard/shared';
import { CardMakerPage } from '../../features/card-maker/CardMakerPage';
import { defineMaker } from '../../features/card-maker/maker-config';
import { PROFILE_TEMPLATES } from '@inkcard/card-templates/kinds/profile';
import { ProfilePhotoField } from './ProfilePhotoField';
import { preferredPhoto, useAvatarPath } from './useProfilePhoto';

/**
 * The profile maker (spec §2, §4): the example waits for "generate card", then typing re-parses
 * after 500 ms; examples carry the signed-in username; downloads are login-gated, captured after
 * 300 ms at scale 2, and recorded fire-and-forget.
 */
const PROFILE_MAKER = defineMaker<'profile'>({
  kind: profileKind,
  templates: PROFILE_TEMPLATES,
  copy: {
    title: 'makers.profile.title',
    lead: 'makers.profile.lead',
    previewPlaceholder: 'makers.profile.previewPlaceholder',
    inputPlaceholder: 'makers.profile.inputPlaceholder',
    generate: 'makers.profile.generate',
    blank: 'makers.profile.blank',
    download: 'makers.profile.download',
  },
  assist: { smartPaste: true, ai: true },
  loginRequired: true,
  input: 'text',
  layout: 'columns',
  recordTitle: (content) => Array.from(content.name).slice(0, 60).join(''),
  waitForFirstGenerate: true,
  exampleUsernameField: 'name',
  imageField: 'photo',
  captureDelayMs: PRE_CAPTURE_WAIT_MS,
  recordFailure: 'silent',
});

/** The profile card maker (/profile): five templates, labelled text, an optional photo, style and download. */
export function ProfileMakerPage() {
  const avatarPath = useAvatarPath();
  const initialImage = useCallback(() => preferredPhoto(avatarPath), [avatarPath]);
  return (
    <CardMakerPage
      config={PROFILE_MAKER}
      initialImage={initialImage}
      inputExtra={(maker) => (
        <ProfilePhotoField maker={maker} isShown={maker.template.parseOptions?.shows?.includes('photo') ?? true} />
      )}
    />
  );
}
