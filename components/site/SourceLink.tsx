import type { Source } from '@/lib/schema/source';

/**
 * A source by its publication's name in the edition's language: a link for a public page, opening
 * in a new tab (said to screen readers in `newTab`, the edition's `common.opensInNewTab`), plain
 * text for the club's original website, which has no public copy. Every page cites a source this way.
 */
export function SourceLink({ source, newTab, className = '' }: { source: Source; newTab: string; className?: string }) {
  if (source.kind !== 'public') return <span className={className || undefined}>{source.publication}</span>;
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className={`link break-words ${className}`.trim()}>
      {source.publication}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
