import Link from 'next/link';
import type { Metadata } from 'next';
import { notFoundSuggestions } from '@/content/navigation';
import { words } from '@/lib/content/words';

const say = words.errors.notFound;

export const metadata: Metadata = {
  title: say.title,
  description: say.description,
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="container-page py-16">
      <p className="font-display text-sm uppercase tracking-[0.2em] text-navy-700">{say.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{say.heading}</h1>
      <p className="mt-4 max-w-prose text-lg">{say.body}</p>
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
