import type { Edition } from '@/lib/edition';
import { sourceOf } from '@/lib/expeditions';

/**
 * The source of one fact on a peak's page, named by its publication: a link that opens the source
 * in a new tab, or plain text for the club's original website, which has no public copy.
 */
export function SourceRef({ ed, sourceKey }: { ed: Edition; sourceKey: string }) {
  const source = sourceOf(ed.lang, sourceKey);
  if (source.kind !== 'public') return <span>{source.publication}</span>;
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className="link break-words">
      {source.publication}
      <span className="sr-only"> {ed.words.expedition.opensInNewTab}</span>
    </a>
  );
}

/** `Source: X` (or `Sources: X, Y`) after a fact, in smaller type. */
export function Cited({ ed, sources }: { ed: Edition; sources: readonly string[] }) {
  const w = ed.words.peaks;
  if (sources.length === 0) return null;
  return (
    <span className="text-sm text-slate-600">
      {' '}
      {sources.length === 1 ? w.sourceLabel : w.sourcesLabel}{' '}
      {sources.map((key, index) => (
        <span key={key}>
          {index > 0 && '; '}
          <SourceRef ed={ed} sourceKey={key} />
        </span>
      ))}
    </span>
  );
}
