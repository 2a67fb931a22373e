import { SourceList } from '@/components/expedition/SourceList';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { LatinRuns } from './LatinRuns';

/** The Sources section that ends a peak's page: every source it cites, with the publication, our description and its language. */
export function PeakSources({ ed, sourceKeys }: { ed: Edition; sourceKeys: readonly string[] }) {
  const w = ed.words.peak;
  const cited = sourceKeys.map((key) => ed.source(key));
  const linked = cited.filter((source) => source.kind === 'public');
  return (
    <Section id="sources" heading={w.sourcesHeading} data-sources>
      <p className="mt-3 max-w-prose text-slate-700">{w.sourcesIntro}</p>
      <SourceList ed={ed} sources={linked} languageLabel={w.sourceLanguage} describe={(source) => <LatinRuns ed={ed} text={source.description} />} />
      {linked.length < cited.length && <p className="mt-4 max-w-prose border-l-4 border-navy-900/20 pl-4 text-slate-700">{w.originalSite}</p>}
    </Section>
  );
}
