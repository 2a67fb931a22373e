import type { ReactNode } from 'react';

/** The heading sizes a page's sections use: a page's main sections, a smaller one beside them, a boxed note's, and a heading only screen readers need (the section is self-evident on screen). */
const headingSizes = { page: 'text-3xl font-semibold', section: 'text-2xl font-semibold', aside: 'text-xl font-semibold', hidden: 'sr-only' } as const;

/**
 * A section of a page with its heading: `<section aria-labelledby>` named by its `<h2>`, so
 * screen readers list it by name. `id` names the section (its heading is `<id>-heading`, a link
 * may point at `#<id>`); `intro` is a line under the heading.
 */
export function Section({
  id,
  heading,
  size = 'section',
  intro,
  className,
  children,
  ...rest
}: {
  id: string;
  heading: ReactNode;
  size?: keyof typeof headingSizes;
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
} & Pick<React.HTMLAttributes<HTMLElement>, 'lang'> & { 'data-pagefind-ignore'?: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={className} {...rest}>
      <h2 id={headingId} className={headingSizes[size]}>
        {heading}
      </h2>
      {intro && <p className="mt-2 max-w-prose text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
