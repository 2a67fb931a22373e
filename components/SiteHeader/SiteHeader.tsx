import Link from 'next/link';
import { club } from '@/lib/content/club';
import { routes } from '@/lib/routes';
import { mainNavigation } from '@/content/navigation';
import { Logo } from '@/components/Logo/Logo';
import { MainNav } from './MainNav';

export function SiteHeader() {
  const email = club.secretary.email.address;
  return (
    <>
      <aside aria-label="Contact the club" className="bg-navy-950 text-sky-200">
        <div className="container-page flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 text-sm">
          <a href={`mailto:${email}`} className="inline-flex min-h-8 items-center gap-2 hover:text-white">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
              <path d="M2.5 4h15A1.5 1.5 0 0 1 19 5.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 1 14.5v-9A1.5 1.5 0 0 1 2.5 4Zm.3 1.8v.3L10 10.6l7.2-4.5v-.3Zm14.4 2.4L10 12.7 2.8 8.2v6h14.4Z" />
            </svg>
            <span>
              <span className="sr-only">E-mail the club secretary: </span>
              {email}
            </span>
          </a>
          <Link href={routes.upcomingCourse} className="inline-flex min-h-8 items-center gap-1.5 font-semibold text-summit-400 hover:text-white">
            Upcoming Event
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </aside>
      <header className="sticky top-0 z-40 border-b border-navy-900/10 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <MainNav
          items={mainNavigation}
          helpLine={{ tel: club.helpLine.tel, display: club.helpLine.display }}
          brand={
            <Link href={routes.home} className="flex min-h-11 items-center gap-3 rounded-md">
              <Logo className="size-11 shrink-0" />
              <span className="flex flex-col leading-tight">
                <span className="font-display text-xl font-semibold tracking-wide text-navy-900">{club.shortName}</span>
                <span className="hidden text-xs text-slate-600 sm:block xl:hidden">{club.name}</span>
                <span className="sr-only">, home</span>
              </span>
            </Link>
          }
        />
      </header>
    </>
  );
}
