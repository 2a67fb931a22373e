import { langs, type Lang } from '@/lib/i18n/lang';
import { editionOf, type Edition } from './build';

/**
 * The edition door: `edition(lang)` gives a page composer everything that depends on the language
 * (lib/edition/build.ts). Route files name their language once (app/_pages/routeFactory.tsx opens
 * the door); below the composer nothing looks a word or a record up by language. Server and
 * scripts only: no client island imports it (tests/editionBoundaries.test.ts), so no language's
 * words or records ship to the browser.
 */
export { buildEdition, editionOf, type Edition } from './build';

const editions = new Map<Lang, Edition>();

/** Every edition, the base language's first: for the one page that holds them all (the 404 page). */
export function everyEdition(): [Edition, ...Edition[]] {
  const [base, ...others] = langs.map(edition);
  return [base!, ...others];
}

/** The edition of one language, built once per build. There is no default language: every caller names one. */
export function edition(lang: Lang): Edition {
  if (!langs.includes(lang)) throw new Error(`edition: unknown language "${String(lang)}"; the site's languages are ${langs.join(', ')}`);
  let built = editions.get(lang);
  if (!built) {
    built = editionOf(lang);
    editions.set(lang, built);
  }
  return built;
}
