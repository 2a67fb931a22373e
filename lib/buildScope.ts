/**
 * Which record pages (reports, peaks, people, years) a build renders: all of them, unless
 * MAK_BUILD_ONLY names some by their English address, comma-separated
 * (`/Gangstang-1990/,/peaks/indrasan/`): then only those, in every edition. The large-gallery
 * fixture of `npm test` (scripts/build-large-gallery.ts) renders only the record pages its tests
 * read: the other 300 took a third of its build. The site's own build never sets it.
 */
const onlyAddresses = process.env.MAK_BUILD_ONLY?.split(',')
  .map((address) => address.trim())
  .filter((address) => address !== '');

/**
 * The items whose page this build renders (`address`: the item's English page address, from
 * hrefs). A static export refuses a route without a page, so a kind none of whose pages is named
 * keeps its first.
 */
export function inBuildScope<T>(items: readonly T[], address: (item: T) => string): readonly T[] {
  if (!onlyAddresses) return items;
  const named = items.filter((item) => onlyAddresses.includes(address(item)));
  return named.length > 0 ? named : items.slice(0, 1);
}
