import type { Edition } from '@/lib/edition';
import { sourceOf } from '@/lib/expeditions';
import { LatinRuns } from './LatinRuns';

/** The Sources section that ends a peak's page: every source it cites, with the publication, our description and its language. */
export function PeakSources({ ed, sourceKeys }: { ed: Edition; sourceKeys: readonly string[] }) {
  const w = ed.words.peaks;
  const cited = sourceKeys.map((key) => sourceOf(ed.lang, key));
  const linked = cited.filter((source) => source.kind === 'public');
  const languageName = (language: string) => ed.name('terms', language);
  return (
    <section aria-labelledby="sources-heading" data-sources>
      <h2 id="sources-heading" className="text-2xl font-semibold">
        {w.sourcesHeading}
      </h2>
      <p className="mt-3 max-w-prose text-slate-700">{w.sourcesIntro}</p>
      <ol className="mt-4 max-w-prose list-decimal space-y-3 pl-6 marker:text-slate-500">
        {linked.map((source) => (
          <li key={source.url} className="pl-1">
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="link font-semibold break-words">
              {source.publication}
              <span className="sr-only"> {ed.words.expedition.opensInNewTab}</span>
            </a>
            <span className="block text-slate-700">
              <LatinRuns ed={ed} text={source.description} />
              {source.language && <span className="text-slate-600"> {w.sourceLanguage(languageName(source.language))}</span>}
            </span>
          </li>
        ))}
      </ol>
      {linked.length < cited.length && <p className="mt-4 max-w-prose border-l-4 border-navy-900/20 pl-4 text-slate-700">{w.originalSite}</p>}
    </section>
  );
}
