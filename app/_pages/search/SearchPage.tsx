import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes, unindexedRoutes } from '@/lib/routes';
import { SiteSearch } from './SiteSearch';

/** The pages that lead to every expedition without a search: the footer's record links. */
function WaysIn({ ed }: { ed: Edition }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
      {ed.navigation.footerRecordLinks.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className="inline-flex min-h-8 min-w-6 items-center justify-center font-semibold text-navy-700 underline decoration-navy-700/40 underline-offset-4 hover:decoration-navy-700">
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function SearchPage({ ed }: { ed: Edition }) {
  const w = ed.words.search;
  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <section className="container-page py-12">
        <SiteSearch
          action={ed.path(routes.search)}
          scriptUrl={hrefs.searchScript()}
          namesUrl={hrefs.searchNames(ed.locale.hreflang)}
          words={{
            form: w.form,
            status: w.status,
            noneHint: w.noneHint,
            browse: w.browse,
            resultsLabel: w.resultsLabel,
            more: w.more,
            kinds: w.kinds,
            filters: w.filters,
            goStraight: w.goStraight,
            didYouMean: w.didYouMean,
            corrected: w.corrected,
            asTyped: w.asTyped,
          }}
          numbers={ed.format.islandNumbers}
          browse={<WaysIn ed={ed} />}
          noScript={
            <noscript>
              <p className="card mt-4 max-w-3xl p-5 text-slate-800">{w.noScript}</p>
            </noscript>
          }
        />
      </section>
    </>
  );
}

/**
 * The search page (/search/, /bn/search/): words in content/<lang>/search.ts; the index is built
 * after the export (scripts/build-search-index.ts). Not for search engines: its results are other
 * pages (lib/routes.ts › unindexedRoutes).
 */
export const searchRoom: Room = {
  metadata: (ed) =>
    pageMetadata(ed, { title: ed.words.search.title, description: ed.words.search.description, path: routes.search, indexable: !unindexedRoutes.has('search') }),
  Page: SearchPage,
};
