import { SiteLink } from '@/components/site/SiteLink';
import { SourceList } from '@/components/expedition/SourceList';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { expeditionSources } from '@/lib/expeditions';
import { routes } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';

/**
 * The Sources section that ends every report page: each public source with its publication, our
 * description and its language (links open in a new tab), then a plain line for facts known only
 * from the club's original website, which has no public copy to link to.
 */
export function ExpeditionSources({ ed, expedition }: { ed: Edition; expedition: Expedition }) {
  const w = ed.words.report.sources;
  const { public: cited, originalSite } = expeditionSources(ed, expedition);
  return (
    <Section id="sources" heading={w.heading} data-sources>
      {cited.length > 0 ? (
        <>
          <p className="mt-3 max-w-prose text-slate-700">{w.intro}</p>
          <SourceList ed={ed} sources={cited} languageLabel={w.language} />
        </>
      ) : (
        <p className="mt-3 max-w-prose text-slate-700">{w.none}</p>
      )}
      {originalSite && <p className="mt-4 max-w-prose border-l-4 border-navy-900/20 pl-4 text-slate-700">{w.originalSite}</p>}
      <p className="mt-4 max-w-prose text-sm text-slate-600">
        {w.recordsBefore}{' '}
        <SiteLink href={ed.path(routes.records)} className="link">
          {w.recordsLink}
        </SiteLink>
        {w.recordsAfter}
      </p>
    </Section>
  );
}
