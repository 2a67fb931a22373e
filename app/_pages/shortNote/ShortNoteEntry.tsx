import { SiteLink } from '@/components/site/SiteLink';
import { ExpeditionFacts } from '@/components/expedition/ExpeditionFacts';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import { Picture } from '@/components/photo/Picture';
import type { Edition } from '@/lib/edition';
import { coverOf, resultCategory } from '@/lib/expeditions';
import { hrefs } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';

/** The toggle line of a short note: year, peak with height, area and result. */
export function ShortNoteSummary({ ed, expedition: e }: { ed: Edition; expedition: Expedition }) {
  const place = e.area ?? ed.label.region(e.region);
  return (
    <span className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
      <span className="font-display text-lg font-semibold tabular-nums text-navy-700 group-open:text-summit-400 sm:w-14 sm:shrink-0">{ed.format.digits(e.year)}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-display text-xl font-semibold leading-snug text-navy-900 group-open:text-white">{ed.label.title(e)}</span>
        {place && <span className="block text-sm text-slate-600 group-open:text-sky-200">{place}</span>}
      </span>
      <span className="sm:shrink-0">
        <span className="rounded-full group-open:bg-white">
          <ResultBadge category={resultCategory(e)} text={ed.label.result(e)} />
        </span>
      </span>
    </span>
  );
}

/** The open panel of a short note: picture, account, first-ascent note, area and team, the report link and the peak pages. */
export function ShortNoteBody({ ed, expedition: e, hasPhotos }: { ed: Edition; expedition: Expedition; hasPhotos: boolean }) {
  const { words } = ed;
  const image = coverOf(ed, e);
  const sections = ed.factSheet(e, { omitTitleFacts: true }).filter((section) => section.key === 'overview' || section.key === 'team');
  const title = ed.label.title(e);

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <div className="max-w-prose space-y-3 text-slate-800">
          {e.narrative.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {e.firstAscentNote && (
          <p className="mt-4 max-w-prose rounded-lg border-l-4 border-summit-400 bg-summit-400/10 px-4 py-2 font-semibold text-navy-900">
            {e.firstAscentNote}
          </p>
        )}
        {sections.length > 0 && (
          <div className="mt-6">
            <ExpeditionFacts sections={sections} headingLevel="h3" compact words={words.expedition.facts} />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <Picture
          picture={image.picture}
          alt={image.alt}
          sizes="(min-width: 1024px) 20rem, (min-width: 768px) 16rem, 100vw"
          className="h-auto w-full rounded-lg ring-1 ring-navy-900/10"
        />
        {image.isArtwork && <p className="-mt-2 text-xs text-slate-500">{words.shortNote.artworkNote}</p>}
        <a href={ed.path(hrefs.report(e.slug))} target="_blank" rel="noopener noreferrer" className="button-primary text-center">
          {hasPhotos ? words.shortNote.moreLink.photos : words.shortNote.moreLink.report}
          <span className="sr-only">{words.shortNote.moreLinkContext(title, e.year)}</span>
        </a>
        <ul className="space-y-1 text-sm">
          {ed.peaksOf(e).map((peak) => (
            <li key={peak.id}>
              <SiteLink href={ed.path(hrefs.peak(peak.id))} className="link" data-peak-link>
                {words.expedition.facts.peakPageLink(peak.name)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
