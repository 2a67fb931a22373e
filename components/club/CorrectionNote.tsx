import Link from 'next/link';
import type { Edition } from '@/lib/edition';
import { routes } from '@/lib/routes';

/**
 * How to ask for a correction or removal: a short section that sends the reader to the contact
 * page. It promises nothing beyond the words given (the club has stated no process).
 */
export function CorrectionNote({
  ed,
  id,
  heading,
  before,
  link,
  after,
}: {
  ed: Edition;
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  before: string;
  link: string;
  after: string;
}) {
  return (
    <section aria-labelledby={id} data-correction className="max-w-prose rounded-xl border-l-4 border-navy-700/40 bg-sky-200/30 px-5 py-4">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 text-slate-800">
        {before}{' '}
        <Link href={ed.path(routes.contact)} className="link">
          {link}
        </Link>
        {after}
      </p>
    </section>
  );
}
