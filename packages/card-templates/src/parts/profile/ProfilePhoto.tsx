import { initialsOf } from './profile-text';

/**
 * The profile photo: the picture the maker passes (an upload or the account avatar), or the
 * name's initials on the template's colours when there is none. Sized and shaped by `className`.
 * Its box is a zone of the card layer (`data-zone="photo"`): no text runs under it, and the
 * initials, a picture of the name, are not checked as text.
 * @param props - photo URL, the name for the initials, and the template's class
 * @returns the photo element
 */
export function ProfilePhoto({ photo, name, className }: { photo?: string; name: string; className?: string }) {
  return photo ? (
    <img
      className={className}
      src={photo}
      alt=""
      draggable={false}
      style={{ objectFit: 'cover' }}
      data-photo
      data-zone="photo"
    />
  ) : (
    <div className={className} aria-hidden data-photo-initials data-zone="photo">
      <span>{initialsOf(name)}</span>
    </div>
  );
}
