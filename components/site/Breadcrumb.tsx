import { SiteLink } from '@/components/site/SiteLink';

export type Crumb = { label: string; href?: string };

/** Home > … > current page. The last crumb is the current page and is not a link. */
export function Breadcrumb({ trail, label }: { trail: readonly Crumb[]; /** Names the navigation landmark. */ label: string }) {
  return (
    // The same trail on every page: the site search leaves it out of the index.
    <nav aria-label={label} data-pagefind-ignore="">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-sky-200">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-sky-300">
                  ›
                </span>
              )}
              {crumb.href && !last ? (
                <SiteLink href={crumb.href} className="inline-flex min-h-6 min-w-6 items-center justify-center underline decoration-sky-300/50 hover:text-white hover:decoration-white">
                  {crumb.label}
                </SiteLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-semibold text-white' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
