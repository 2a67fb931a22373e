import { SiteLink } from '@/components/site/SiteLink';
import { helpLineTarget, publishedEmail } from '@/lib/contact/publicContact';
import type { Edition } from '@/lib/edition';
import { locales, type Lang } from '@/lib/i18n/lang';
import { reportSlugs } from '@/lib/expeditions';
import { hrefs, routes } from '@/lib/routes';
import type { NavEntry } from '@/lib/schema/navigation';
import { Logo } from '@/components/site/Logo';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import type { NavItem, NavLinkItem } from './MainNavBar';

/** The navbar's entries as the island takes them: plain strings, a group's closing link named, the pages a link stands for listed. */
function navItems(ed: Edition): NavItem[] {
  const reports = reportSlugs.map(({ slug }) => ed.path(hrefs.report(slug)));
  const link = (entry: Pick<NavEntry, 'label' | 'alsoCurrentOn'> & { href: string }): NavLinkItem => ({
    label: entry.label,
    href: entry.href,
    ...(entry.alsoCurrentOn === 'reports' ? { also: reports } : {}),
  });
  return ed.navigation.mainNavigation.map((entry) =>
    entry.links
      ? { id: entry.id, label: entry.label, closeLabel: ed.words.mainNav.closeGroup(entry.label), links: entry.links.map(link) }
      : link({ ...entry, href: entry.href! }),
  );
}

const envelope = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
    <path d="M2.5 4h15A1.5 1.5 0 0 1 19 5.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 1 14.5v-9A1.5 1.5 0 0 1 2.5 4Zm.3 1.8v.3L10 10.6l7.2-4.5v-.3Zm14.4 2.4L10 12.7 2.8 8.2v6h14.4Z" />
  </svg>
);

/**
 * The top bar (e-mail, upcoming events, the other editions) and the sticky navbar. `switchHref`
 * overrides the address of each other edition (the 404 page, which has no path of its own).
 */
export function SiteHeader({ ed, switchHref }: { ed: Edition; switchHref?: (lang: Lang) => string }) {
  const { club, words } = ed;
  const say = words.contact;
  const email = publishedEmail(club);
  const helpLine = helpLineTarget(club, ed.path(routes.contact));
  return (
    <>
      <aside aria-label={say.topBar.label} className="bg-navy-950 text-sky-200">
        <div className="container-page flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 text-sm">
          {email ? (
            <a href={`mailto:${email}`} className="inline-flex min-h-8 items-center gap-2 hover:text-white">
              {envelope}
              <span>
                <span className="sr-only">{say.topBar.emailPrefix} </span>
                {email}
              </span>
            </a>
          ) : (
            // No published address: the link says where it goes instead of showing a made-up one.
            <SiteLink href={ed.path(routes.contact)} className="inline-flex min-h-8 items-center gap-2 hover:text-white">
              {envelope}
              {say.topBar.contactPage}
            </SiteLink>
          )}
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <SiteLink href={ed.path(routes.upcomingCourse)} className="inline-flex min-h-8 items-center gap-1.5 font-semibold text-summit-400 hover:text-white">
              {say.topBar.upcoming}
              <span aria-hidden="true">→</span>
            </SiteLink>
            {/* The other editions of this page: in the top bar, visible at every width. */}
            {ed.others.map((other) => (
              <LanguageSwitch
                key={other}
                lang={other}
                label={locales[other].ownName}
                {...(switchHref ? { href: switchHref(other) } : {})}
                className="inline-flex min-h-8 items-center rounded-md border border-sky-300/60 px-2.5 font-semibold text-white hover:bg-white/10"
              />
            ))}
          </span>
        </div>
      </aside>
      {/* Wide screens: the brand row (h-16) scrolls away and the links row stays (top: -4rem). */}
      <header className="sticky top-0 z-40 border-b border-navy-900/10 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85 xl:-top-16">
        <MainNav
          items={navItems(ed)}
          words={words.mainNav}
          search={<HeaderSearch id="site-search-menu" action={ed.path(routes.search)} words={words.search.form} />}
          wideSearch={<HeaderSearch id="site-search-bar" action={ed.path(routes.search)} words={words.search.form} />}
          helpLine={
            helpLine.kind === 'tel'
              ? { href: helpLine.href, isPhone: true, label: say.helpLine.label, shortLabel: say.helpLine.shortLabel, srText: `${say.helpLine.numberPrefix} ${helpLine.display}` }
              : { href: helpLine.href, isPhone: false, label: say.helpLine.unpublishedLabel, shortLabel: say.helpLine.unpublishedShortLabel, srText: say.helpLine.unpublishedNote }
          }
          brand={
            <SiteLink href={ed.path(routes.home)} className="flex min-h-11 items-center gap-3 rounded-md">
              <Logo className="size-11 shrink-0" />
              <span className="flex flex-col leading-tight">
                <span className="font-display text-xl font-semibold tracking-wide text-navy-900">{club.shortName}</span>
                <span className="hidden text-xs text-slate-600 sm:block">{club.name}</span>
                <span className="sr-only">{words.site.header.homeSuffix}</span>
              </span>
            </SiteLink>
          }
        />
      </header>
    </>
  );
}
