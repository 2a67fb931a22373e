import Link from 'next/link';
import type { Metadata } from 'next';
import { notFoundSuggestions } from '@/content/navigation';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'This page does not exist on the website of the Mountaineers’ Association of Krishnanagar.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="container-page py-16">
      <p className="font-display text-sm uppercase tracking-[0.2em] text-navy-700">Error 404</p>
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">We could not find that page</h1>
      <p className="mt-4 max-w-prose text-lg">
        The address may be mistyped, or the page may have moved. Addresses on this site are case-sensitive, so check the capital letters too. These
        pages are a good place to pick up the trail:
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {notFoundSuggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <Link href={suggestion.href} className="block h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 hover:ring-navy-700">
              <span className="font-display text-xl font-semibold text-navy-900">{suggestion.label}</span>
              <span className="mt-1 block text-slate-700">{suggestion.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
