import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/site/Breadcrumb';
import type { Edition } from '@/lib/edition';
import { routes } from '@/lib/routes';

type PageHeaderProps = {
  ed: Edition;
  title: string;
  /** Crumbs after Home; the last one is this page. */
  trail: readonly Crumb[];
  lead?: ReactNode;
  eyebrow?: string;
};

/** The band at the top of every inner page: breadcrumb, the page's one h1, and a short lead. */
export function PageHeader({ ed, title, trail, lead, eyebrow }: PageHeaderProps) {
  return (
    <div className="relative overflow-hidden bg-navy-900 text-white">
      <svg aria-hidden="true" viewBox="0 0 1440 200" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-24 w-full text-navy-800 sm:h-32">
        <path fill="currentColor" d="M0 200V140l120-50 90 40 140-90 120 70 110-40 150 80 130-60 110 30 160-100 140 80 120-30 50 20v150Z" />
        <path fill="#1d4e89" opacity="0.55" d="M0 200v-30l160-40 140 50 170-70 150 60 190-50 160 60 170-40 150 40 150-30v150Z" />
      </svg>
      <div className="container-page relative py-10 sm:py-14">
        <Breadcrumb label={ed.words.common.breadcrumbLabel} trail={[{ label: ed.words.site.pageHeader.home, href: ed.path(routes.home) }, ...trail]} />
        {eyebrow && <p className="mt-6 font-display text-sm uppercase tracking-[0.2em] text-summit-400">{eyebrow}</p>}
        <h1 className={`${eyebrow ? 'mt-2' : 'mt-6'} max-w-4xl font-display text-4xl font-semibold text-white sm:text-5xl`}>{title}</h1>
        {lead && <div className="mt-4 max-w-3xl text-lg text-sky-200">{lead}</div>}
      </div>
    </div>
  );
}
