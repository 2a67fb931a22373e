import { SourceLink } from '@/components/site/SourceLink';
import type { Edition } from '@/lib/edition';

/** `Source: X` (or `Sources: X; Y`) after a fact on a peak's page, in smaller type, each source by its publication. */
export function Cited({ ed, sources }: { ed: Edition; sources: readonly string[] }) {
  const w = ed.words.peak;
  if (sources.length === 0) return null;
  return (
    <span className="text-sm text-slate-600">
      {' '}
      {sources.length === 1 ? w.sourceLabel : w.sourcesLabel}{' '}
      {sources.map((key, index) => (
        <span key={key}>
          {index > 0 && '; '}
          <SourceLink source={ed.source(key)} newTab={ed.words.common.opensInNewTab} />
        </span>
      ))}
    </span>
  );
}
