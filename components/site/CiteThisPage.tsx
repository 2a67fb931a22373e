import type { Edition } from '@/lib/edition';
import { kolkataDate } from '@/lib/events/kolkataDate';
import { buildTime } from '@/lib/events/buildTime';
import { siteUrl } from '@/lib/content';
import { fill } from '@/lib/i18n/fill';
import { Section } from './Section';

/**
 * A reference to a page or file in plain text, in the edition's language: its title, the site's
 * name, its address and the day this version of the site was built (BUILD_DATE when pinned).
 * `path` is a site path (`/bn/Everest-2010/`); the reference gives the full address.
 */
export function citationOf(ed: Edition, title: string, path: string, builtAt: Date = buildTime()): string {
  return fill(ed.words.citation.reference, {
    title,
    site: ed.club.name,
    url: siteUrl(path),
    date: ed.format.date(kolkataDate(builtAt)),
  });
}

/**
 * The reference itself, as a block a visitor copies without any script: one click selects all of
 * it (`select-all`), and it prints with the page.
 */
export function CitationText({ text }: { text: string }) {
  return (
    <p data-citation className="mt-3 max-w-prose select-all rounded-lg bg-white px-4 py-3 text-slate-800 ring-1 ring-navy-900/15 [overflow-wrap:anywhere]">
      {text}
    </p>
  );
}

/**
 * "Cite this page": a heading, a line of explanation and the reference, for the end of a report,
 * peak or person page. `path` is the page's canonical path in this edition.
 */
export function CiteThisPage({ ed, title, path }: { ed: Edition; title: string; path: string }) {
  const w = ed.words.citation;
  return (
    <Section id="cite" heading={w.heading} intro={w.intro}>
      <CitationText text={citationOf(ed, title, path)} />
    </Section>
  );
}
