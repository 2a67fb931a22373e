import { SiteLink } from '@/components/site/SiteLink';
import type { Edition } from '@/lib/edition';
import { Picture } from '@/components/photo/Picture';
import { coverOf, type ReportCard } from '@/lib/expeditions';

/**
 * One card per expedition report: year, peak with height, picture, and the link to its page, which
 * promises photos only for the reports in `withPhotos` (the others have the report and its PDF).
 * Phones get a compact row (small picture beside the text) so forty cards stay scannable.
 */
export function ReportCards({ ed, cards, withPhotos }: { ed: Edition; cards: readonly ReportCard[]; withPhotos: ReadonlySet<string> }) {
  const w = ed.words.reportList;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <article className="card group flex h-full gap-3 overflow-hidden p-3 transition-shadow hover:shadow-md sm:flex-col sm:gap-0 sm:p-0">
            <div className="relative w-24 shrink-0 self-start min-[440px]:w-32 sm:w-auto sm:self-auto">
              <CardPicture ed={ed} card={card} />
              <p
                aria-hidden="true"
                className="absolute top-3 left-3 hidden rounded-md bg-summit-400 px-2.5 py-1 font-display text-sm font-semibold tracking-wide text-navy-950 shadow sm:block"
              >
                {card.yearLabel}
              </p>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-4 sm:p-5">
              <p className="font-display text-sm font-semibold tracking-wide text-navy-700 sm:sr-only">{card.yearLabel}</p>
              <h2 className="text-lg leading-snug font-semibold sm:text-xl">{card.title}</h2>
              <SiteLink
                href={card.href}
                className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start text-sm sm:whitespace-nowrap font-semibold text-navy-700 underline decoration-navy-700/40 hover:decoration-navy-700 sm:gap-2 sm:rounded-md sm:border sm:border-navy-800 sm:px-4 sm:py-2 sm:text-navy-800 sm:no-underline sm:hover:bg-sky-200/40"
              >
                {withPhotos.has(card.slug) ? w.cardLink.photos : w.cardLink.report}
                <span className="sr-only">{w.cardLinkContext(card.title, card.yearLabel)}</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current transition-transform group-hover:translate-x-0.5">
                  <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </SiteLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The club's first photo of the expedition, else our artwork; a 3:2 box either way. */
function CardPicture({ ed, card }: { ed: Edition; card: ReportCard }) {
  const cover = coverOf(ed, card.expedition);
  return (
    <Picture
      picture={cover.picture}
      alt={cover.alt}
      sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 8rem"
      className="aspect-[3/2] h-auto w-full rounded-md object-cover sm:rounded-none"
    />
  );
}
