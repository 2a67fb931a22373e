import { ContentError, recordFileLabel } from '@/lib/content';

/** One slug with where it is written, so an error can send the maintainer straight to it. */
export interface SlugClaim {
  slug: string;
  /** The folder of the records, e.g. `content/expeditions/`. */
  file: string;
  /** The record's file, e.g. `content/expeditions/Everest-2010.en.yml`. */
  entry: string;
  /** Field inside the entry, e.g. `slug` or `legacySlugs[0]`. */
  field: string;
}

/** The claims of a list of records: each `slug`, then each of its `legacySlugs`. */
export function slugClaimsOf(records: readonly { slug: string; legacySlugs?: readonly string[] }[]): SlugClaim[] {
  const file = 'content/expeditions/';
  return records.flatMap((record) => {
    const entry = recordFileLabel('expeditions', record.slug);
    return [
      { slug: record.slug, file, entry, field: 'slug' },
      ...(record.legacySlugs ?? []).map((slug, j) => ({ slug, file, entry, field: `legacySlugs[${j}]` })),
    ];
  });
}

/**
 * Throws a ContentError when a slug equals a fixed route or another slug, ignoring case.
 * Case is ignored because old links differ only in case (`mansalu-2022`) and static files on a
 * case-insensitive disk would overwrite each other. Runs when the expedition data is loaded,
 * i.e. during every build.
 */
export function assertSlugsAreSafe(slugs: readonly SlugClaim[], fixedRoutes: readonly string[]): void {
  const routeByKey = new Map(fixedRoutes.map((route) => [route.toLowerCase(), route]));
  const firstByKey = new Map<string, SlugClaim>();
  const problems: SlugClaim[] = [];
  const messages: string[] = [];

  for (const claim of slugs) {
    const key = claim.slug.toLowerCase();
    const route = routeByKey.get(key);
    const earlier = firstByKey.get(key);
    let message: string | undefined;
    if (route !== undefined) {
      message = `"${claim.slug}" collides with the fixed route "/${route}"`;
    } else if (earlier) {
      const sameCase = earlier.slug === claim.slug;
      message = `"${claim.slug}" collides with ${earlier.entry} › field ${earlier.field} "${earlier.slug}"${sameCase ? '' : ' (ignoring case)'}`;
    } else {
      firstByKey.set(key, claim);
    }
    if (message) {
      problems.push(claim);
      messages.push(`${claim.entry} › field ${claim.field}: ${message}`);
    }
  }

  if (problems.length > 0) {
    const files = [...new Set(problems.map((claim) => claim.file))].join(', ');
    throw new ContentError(files, messages);
  }
}
