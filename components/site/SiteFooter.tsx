import { SiteLink } from '@/components/site/SiteLink';
import { postalAddressLine } from '@/lib/content';
import { publishedPhones } from '@/lib/contact/publicContact';
import type { Edition } from '@/lib/edition';
import { archiveCount } from '@/lib/expeditions';
import { dataFormats } from '@/lib/opendata';
import { hrefs, routes } from '@/lib/routes';
import { OPEN_DATA_ANCHOR } from '@/lib/structuredData';
import { Logo } from '@/components/site/Logo';
import { OfficeLocationArt } from '@/components/club/OfficeLocationArt';

type FooterLink = { readonly label: string; readonly href: string };

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="font-display text-base font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className="inline-flex min-h-8 min-w-6 items-center text-sky-200 hover:text-white hover:underline">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The open data in the footer: the expeditions table's files (plain links: files, not pages to prefetch) and the records page's section on the data. */
function DataColumn({ ed }: { ed: Edition }) {
  const w = ed.words.records;
  const linkClass = 'inline-flex min-h-8 min-w-6 items-center text-sky-200 hover:text-white hover:underline';
  return (
    <div data-open-data-links>
      <h2 className="font-display text-base font-semibold uppercase tracking-wider text-white">{w.openDataHeading}</h2>
      <ul className="mt-3 space-y-1">
        {dataFormats.map((format) => (
          <li key={format}>
            <a href={hrefs.data('expeditions', format)} className={linkClass}>
              {ed.words.language.englishOnlyFile(w.dataLinks.file(w.openDataTables.expeditions.name, w.openDataFormats[format]))}
            </a>
          </li>
        ))}
        <li>
          <SiteLink href={`${ed.path(routes.records)}#${OPEN_DATA_ANCHOR}`} className={linkClass}>
            {w.dataLinks.all}
          </SiteLink>
        </li>
      </ul>
    </div>
  );
}

/** The footer: the club, its phones, the menus, the office and the copyright line. */
export function SiteFooter({ ed }: { ed: Edition }) {
  const year = new Date().getFullYear();
  const { club, words } = ed;
  const say = words.site.footer;
  const { footerQuickLinks, footerRecordLinks, footerLegalLinks } = ed.navigation;
  const phones = publishedPhones(club);
  return (
    <footer className="mt-auto bg-navy-950 text-sky-200">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <div className="flex items-center gap-3">
            <Logo className="size-12" />
            <p className="font-display text-lg font-semibold leading-tight text-white">{club.name}</p>
          </div>
          <p className="mt-4 max-w-prose text-sm leading-relaxed">{say.about(club.address.town, club.address.district, club.foundedYear, archiveCount.firstYear)}</p>
          <h2 className="mt-6 font-display text-base font-semibold uppercase tracking-wider text-white">{words.contact.footer.callUs}</h2>
          {phones.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm">
              {phones.map((phone) => (
                <li key={phone.tel}>
                  <a href={phone.href} className="inline-flex min-h-8 items-center gap-2 hover:text-white hover:underline">
                    <span className="text-sky-300">{phone.label}:</span> {phone.display}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 max-w-prose text-sm">{words.contact.footer.phonesUnpublished}</p>
          )}
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-5">
          <LinkColumn title={say.quickLinks} links={footerQuickLinks} />
          <LinkColumn title={say.record} links={footerRecordLinks} />
          <LinkColumn title={say.legal} links={footerLegalLinks} />
          <DataColumn ed={ed} />
          {club.social.length > 0 && (
            <LinkColumn title={say.follow} links={club.social.map((s) => ({ label: s.label, href: s.href }))} />
          )}
        </div>
        <div className="lg:col-span-3">
          <h2 className="font-display text-base font-semibold uppercase tracking-wider text-white">{say.office}</h2>
          <SiteLink href={`${ed.path(routes.contact)}#location`} className="group mt-3 block overflow-hidden rounded-lg ring-1 ring-white/10">
            <OfficeLocationArt label={words.contact.map.artLabel} className="h-auto w-full transition-transform group-hover:scale-[1.02]" />
            <span className="block bg-navy-900 px-3 py-2 text-sm group-hover:text-white">{postalAddressLine(ed.format, club)}</span>
          </SiteLink>
          {club.visitorCounter && (
            // An external counter image: shown only when the club configures one.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={club.visitorCounter.imageUrl} alt={club.visitorCounter.alt} className="mt-4 h-6 w-auto" loading="lazy" />
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-1 py-5 text-xs text-sky-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{say.copyright(year, club.name)}</p>
          {/* The original site's version mark, a code kept as it was written. */}
          <p lang="en" translate="no">
            {club.versionLine}
          </p>
          {/* The edition's Atom feed: a file, so a plain link. */}
          <a href={ed.path(hrefs.feed())} type="application/atom+xml" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-sky-200 hover:text-white hover:underline" data-feed-link>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
              <circle cx="4.5" cy="15.5" r="2" />
              <path d="M3 9a8 8 0 0 1 8 8h-2.4A5.6 5.6 0 0 0 3 11.4Zm0-5.5A13.5 13.5 0 0 1 16.5 17h-2.4A11.1 11.1 0 0 0 3 5.9Z" />
            </svg>
            {words.feed.follow}
          </a>
          {/*
            Back to the top, in the page's flow and with no script: the floating button is only where a margin
            holds it (ScrollToTop.tsx). #top is the page's one element (its layout), where the keyboard goes on.
          */}
          <a href="#top" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-sky-200 hover:text-white hover:underline">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M10 16V4m0 0-5 5m5-5 5 5" />
            </svg>
            {words.site.scrollToTop}
          </a>
        </div>
      </div>
    </footer>
  );
}
