import type { Edition } from '@/lib/edition';
import { sourceOf } from '@/lib/expeditions';

/**
 * A source by its publication's name in the edition's language: a link for a public page (opening
 * in a new tab), plain text for the club's original website, which has no public copy.
 */
export function SourceLink({ ed, sourceKey }: { ed: Edition; sourceKey: string }) {
  const source = sourceOf(ed.lang, sourceKey);
  if (source.kind !== 'public') return <span>{source.publication}</span>;
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className="link break-words">
      {source.publication}
      <span className="sr-only">{ed.words.person.opensInNewTab}</span>
    </a>
  );
}
