import { SiteLink } from '@/components/site/SiteLink';
import { CorrectionNote } from '@/components/club/CorrectionNote';
import { ExpeditionFacts } from '@/components/expedition/ExpeditionFacts';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import { SourceConflicts } from '@/components/expedition/SourceConflicts';
import { SummitClaimCard } from '@/components/expedition/SummitClaims';
import { PhotoGrid } from '@/components/photo/PhotoGrid';
import type { ZoomPhoto } from '@/components/photo/types';
import { CiteThisPage } from '@/components/site/CiteThisPage';
import { Section } from '@/components/site/Section';
import { summitsOf } from '@/lib/claims';
import type { Edition } from '@/lib/edition';
import { archiveCount, highestHeightM, neighboursOf, reportPageTitle, resultCategory } from '@/lib/expeditions';
import { editionFile, hrefs, routes } from '@/lib/routes';
import type { Expedition } from '@/lib/schema/expedition';
import { ExpeditionSources } from './ExpeditionSources';
import { RecordGap } from './RecordGap';

/**
 * Every PDF of a record: our generated summary first, in the edition's language, then the club's
 * own reports (in English: `englishOnly`, which other editions' labels say).
 */
export function reportPdfs(ed: Edition, e: Expedition): { href: string; label: string; note?: string; englishOnly: boolean }[] {
  const w = ed.words.report;
  return [
    { href: editionFile(ed.locale, hrefs.reportPdf(e.slug)), label: w.summaryPdf, note: w.summaryPdfNote, englishOnly: false },
    ...e.pdfs.map((pdf) => ({ href: pdf.href, label: pdf.label, englishOnly: true })),
  ];
}

/** The body of a report page: pictures, account and facts, with downloads and neighbours beside. */
export function ExpeditionReport({ ed, expedition: e, photos }: { ed: Edition; expedition: Expedition; photos: readonly ZoomPhoto[] }) {
  const title = ed.label.title(e);
  const { previous, next } = neighboursOf(e, ed.expeditions.all);
  const height = e.peaks ? ed.format.height(highestHeightM(e)) : ed.format.height(e.heightM, e.heightFt);
  const place = e.area ?? ed.label.region(e.region);
  const w = ed.words.report;
  const language = ed.words.language;
  const claimedSummits = summitsOf(ed.claims.ofExpedition(e.slug));

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-14">
        <div className="min-w-0 space-y-12">
          {/* Photographs of the expedition, when the club or the gallery has any. Without them the page
              opens with the account: a drawing made for every report alike is not shown here as if it
              were a picture of this expedition. */}
          {photos.length > 0 && (
            <Section id="photos" heading={w.photosHeading}>
              <div className="mt-4">
                <PhotoGrid photos={photos} columns={3} eagerFirst label={w.photosLabel(title, e.year)} words={ed.words.photo} />
              </div>
            </Section>
          )}

          <Section id="account" heading={w.accountHeading}>
            <div className="mt-4">
              <RecordGap ed={ed} expedition={e} />
            </div>
            <div className="mt-4 max-w-prose space-y-4 text-lg leading-relaxed text-slate-800">
              {e.narrative.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {e.firstAscentNote && (
              <p className="mt-6 max-w-prose rounded-lg border-l-4 border-summit-400 bg-summit-400/10 px-4 py-3 font-semibold text-navy-900">{e.firstAscentNote}</p>
            )}
          </Section>

          {e.peakContext.length > 0 && (
            <Section id="peak-context" heading={w.peakContextHeading}>
              <p className="mt-2 max-w-prose text-sm text-slate-600">{w.peakContextIntro}</p>
              <div className="mt-3 max-w-prose space-y-3 text-slate-800">
                {e.peakContext.map((context) => (
                  <p key={context.text}>{context.text}</p>
                ))}
              </div>
            </Section>
          )}

          <ExpeditionFacts sections={ed.factSheet(e)} words={ed.words.expedition.facts} />

          {claimedSummits.length > 0 && (
            <Section id="summit-claims" heading={ed.words.summits.reportHeading} intro={ed.words.summits.reportIntro} data-summit-claims="">
              <div className="mt-4 max-w-prose space-y-4">
                {claimedSummits.map((summit) => (
                  <SummitClaimCard key={summit.peak} ed={ed} summit={summit} compact />
                ))}
              </div>
              <p className="mt-3 max-w-prose text-sm">
                <SiteLink href={ed.path(routes.summits)} className="link inline-flex min-h-6 items-center">
                  {ed.words.summits.allClaimsLink}
                </SiteLink>
              </p>
            </Section>
          )}

          {e.conflicts.length > 0 && (
            <Section id="conflicts" heading={w.conflicts.heading} intro={w.conflicts.intro}>
              <div className="mt-4 max-w-prose">
                <SourceConflicts ed={ed} conflicts={e.conflicts} />
              </div>
            </Section>
          )}

          <ExpeditionSources ed={ed} expedition={e} />

          <CorrectionNote
            ed={ed}
            id="correction"
            record={{ kind: 'expedition', key: e.slug, name: reportPageTitle(ed, e), path: hrefs.report(e.slug) }}
            intro={ed.words.correction.intro.expedition(ed.label.peaks(e), e.year)}
          />

          <CiteThisPage ed={ed} title={reportPageTitle(ed, e)} path={ed.path(hrefs.report(e.slug))} />
        </div>

        <aside aria-label={w.asideLabel} className="order-first lg:order-none lg:sticky lg:top-24 lg:self-start">
          <div className="card p-5">
            <h2 className="text-xl font-semibold">{w.downloadsHeading}</h2>
            <ul className="mt-4 space-y-3">
              {reportPdfs(ed, e).map((pdf) => (
                <li key={pdf.href}>
                  <a href={pdf.href} target="_blank" rel="noopener noreferrer" className="button-primary w-full justify-start text-left">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current">
                      <path d="M10 2a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
                    </svg>
                    <span>
                      {w.download}
                      <span className="block text-sm font-normal text-sky-200">
                        {pdf.englishOnly ? language.englishOnlyFile(w.pdfLabel(pdf.label)) : w.pdfLabel(pdf.label)}
                        <span className="sr-only"> {ed.words.common.opensInNewTab}</span>
                      </span>
                    </span>
                  </a>
                  {pdf.note && <p className="mt-1 text-xs text-slate-500">{pdf.note}</p>}
                </li>
              ))}
            </ul>
            <dl className="mt-5 hidden space-y-3 border-t border-navy-900/10 pt-4 text-sm lg:block">
              <div>
                <dt className="font-semibold text-navy-800">{w.result}</dt>
                <dd className="mt-1">
                  <ResultBadge category={resultCategory(e)} text={ed.label.result(e)} />
                </dd>
              </div>
              {height && (
                <div>
                  <dt className="font-semibold text-navy-800">{e.peaks ? w.highestPeak : w.height}</dt>
                  <dd className="text-slate-700">{height}</dd>
                </div>
              )}
              <div>
                <dt className="font-semibold text-navy-800">{w.when}</dt>
                <dd className="text-slate-700">{ed.label.when(e)}</dd>
              </div>
              {place && (
                <div>
                  <dt className="font-semibold text-navy-800">{w.where}</dt>
                  <dd className="text-slate-700">{place}</dd>
                </div>
              )}
            </dl>
            <ul className="mt-5 space-y-2 border-t border-navy-900/10 pt-4 text-sm">
              {ed.peaksOf(e).map((peak) => (
                <li key={peak.id}>
                  <SiteLink href={ed.path(hrefs.peak(peak.id))} className="link" data-peak-link>
                    {ed.words.expedition.facts.peakPageLink(peak.name)}
                  </SiteLink>
                </li>
              ))}
              <li>
                <SiteLink href={ed.path(`${routes.shortNote}#${e.slug}`)} className="link">
                  {w.shortNoteLink}
                </SiteLink>
              </li>
              <li>
                <SiteLink href={ed.path(hrefs.year(e.year))} className="link" data-year-link>
                  {w.yearLink(e.year)}
                </SiteLink>
              </li>
              <li>
                <SiteLink href={ed.path(routes.expeditions)} className="link">
                  {w.allExpeditionsLink(archiveCount.firstYear, archiveCount.lastYear)}
                </SiteLink>
              </li>
              <li>
                <SiteLink href={ed.path(routes.records)} className="link">
                  {w.recordsLink}
                </SiteLink>
              </li>
            </ul>
          </div>
        </aside>
      </div>

      {(previous || next) && (
        <nav aria-label={w.neighboursLabel} className="mt-14 grid gap-4 border-t border-navy-900/10 pt-8 sm:grid-cols-2" data-pagefind-ignore="">
          {previous && (
            <SiteLink href={ed.path(hrefs.report(previous.slug))} rel="prev" className="card-link group p-4">
              <span className="block text-sm text-slate-600">{w.previous}</span>
              <span className="font-display text-lg font-semibold text-navy-900 group-hover:underline">{ed.label.titleWithYear(previous)}</span>
            </SiteLink>
          )}
          {next && (
            <SiteLink href={ed.path(hrefs.report(next.slug))} rel="next" className="card-link group p-4 text-right sm:col-start-2">
              <span className="block text-sm text-slate-600">{w.next}</span>
              <span className="font-display text-lg font-semibold text-navy-900 group-hover:underline">{ed.label.titleWithYear(next)}</span>
            </SiteLink>
          )}
        </nav>
      )}
    </div>
  );
}
