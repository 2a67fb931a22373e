import Link from 'next/link';
import type { ReportCard } from '@/lib/expeditions/reportCards';

/** One card per expedition report: year, peak with height, picture, and the link to its page. */
export function ReportCards({ cards }: { cards: readonly ReportCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <article className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-900/10 transition-shadow hover:shadow-md">
            <div className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- static export: images are served as they are */}
              <img
                src={card.image.src}
                alt={card.image.alt}
                width={card.image.width}
                height={card.image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
              <p className="absolute top-3 left-3 rounded-md bg-summit-400 px-2.5 py-1 font-display text-sm font-semibold tracking-wide text-navy-950 shadow">
                {card.yearLabel}
              </p>
            </div>
            <div className="flex flex-1 flex-col gap-4 p-5">
              <h2 className="text-xl leading-snug font-semibold">{card.title}</h2>
              <Link href={card.href} className="button-secondary mt-auto self-start text-sm">
                View Photo &amp; Download
                <span className="sr-only">: {card.title}, {card.yearLabel}</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current transition-transform group-hover:translate-x-0.5">
                  <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
