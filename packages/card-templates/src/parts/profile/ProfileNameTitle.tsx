import { Typeset, WRAP } from '../typeset/Typeset';

/**
 * A profile card's name and title, set as display text by the card layer (balanced lines, words
 * kept whole); each template styles them with its own classes.
 * @param props - the name, the title if any, and the two class names
 * @returns the heading and the title line
 */
export function ProfileNameTitle({
  name,
  title,
  nameClass,
  titleClass,
}: {
  name: string;
  title?: string;
  nameClass?: string;
  titleClass?: string;
}) {
  return (
    <>
      <h2 className={`${nameClass} ${WRAP.balance}`}>
        <Typeset text={name} />
      </h2>
      {title && (
        <p className={`${titleClass} ${WRAP.balance}`}>
          <Typeset text={title} />
        </p>
      )}
    </>
  );
}
