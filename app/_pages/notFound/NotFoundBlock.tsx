import { SiteLink } from '@/components/site/SiteLink';
import { editionScript } from '@/lib/fonts/subsetFaces';
import type { Edition } from '@/lib/edition';

/**
 * One edition's half of the 404 page. Firebase Hosting serves a single 404.html for every unknown
 * path (it cannot choose one by path prefix, and its i18n rewrites choose by the visitor's
 * Accept-Language, not by the URL), so the page says it in every language, each block marked with
 * its own `lang`, each linking into its own edition.
 */
export function NotFoundBlock({ ed, headingLevel = 'h1' }: { ed: Edition; headingLevel?: 'h1' | 'h2' }) {
  const say = ed.words.notFound;
  const Heading = headingLevel;
  return (
    <section lang={ed.locale.htmlLang} className={`container-page py-12 ${editionScript(ed.locale)}`}>
      <p className="font-display text-sm uppercase tracking-[0.2em] text-navy-700">{say.eyebrow}</p>
      <Heading id={`not-found-${ed.lang}`} className="mt-2 text-4xl font-semibold sm:text-5xl">
        {say.heading}
      </Heading>
      <p className="mt-4 max-w-prose text-lg">{say.body}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ed.navigation.notFoundSuggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <SiteLink href={suggestion.href} className="card-link block h-full p-5">
              <span className="font-display text-xl font-semibold text-navy-900">{suggestion.label}</span>
              <span className="mt-1 block text-slate-700">{suggestion.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
