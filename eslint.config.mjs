import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * One typed door per data source: outside its own folder, code imports lib/<source> through its
 * index only. Three kinds of exception: the gallery's second door for the build's image step and the
 * maintainers' tool (collection.ts: Firestore, never loaded by pages); the pure leaves a browser
 * island imports directly, so that the records behind a door never reach the browser; and the
 * content parser (ContentError), which loads no content, for code that must catch a content
 * mistake before any content loads (scripts/check-content.ts).
 */
const doors = ['expeditions', 'gallery', 'images', 'content', 'peaks', 'people', 'edition', 'opendata', 'claims'];
const doorExceptions = ['@/lib/gallery/collection', '@/lib/gallery/galleryWindow', '@/lib/expeditions/tableQuery', '@/lib/images/picture', '@/lib/content/parse'];
/** Pages and components link to the site's pages through one door, which decides when a page is fetched ahead. */
const linkDoor = { name: 'next/link', message: "Link to a page of the site with SiteLink ('@/components/site/SiteLink'): it fetches a page ahead only when the visitor reaches for its link." };
/**
 * The import rules of one folder: the doors of every other data source, which layers it may not
 * reach, and (pages and components) the link door.
 */
const importRules = (folder, { isLinkDoor = false } = {}) => {
  const own = folder.startsWith('lib/') ? folder.slice(4) : undefined;
  const patterns = doors
    .filter((door) => door !== own)
    .map((door) => ({
      regex: `^@/lib/${door}/(?!(?:${doorExceptions.filter((e) => e.startsWith(`@/lib/${door}/`)).map((e) => e.slice(`@/lib/${door}/`.length)).join('|') || '$^'})$)`,
      message: `Import lib/${door} through its door, '@/lib/${door}' (its index.ts).`,
    }));
  // lib/ is below the pages: it never reaches a route, a room or a component.
  if (folder === 'lib' || own) patterns.push({ regex: '^@/(app|components)(/|$)', message: 'lib/ never imports from app/ or components/.' });
  // content/ is data: it may use schema types and the small helpers made for it, nothing else of lib/.
  if (folder === 'content') {
    patterns.push({
      regex: '^@/lib/(?!schema/|routes$|i18n/)',
      message: 'content/ imports only lib/schema types, the URL registry (lib/routes) and lib/i18n helpers.',
    });
    patterns.push({ regex: '^@/(app|components)(/|$)', message: 'content/ is data: it never imports pages or components.' });
  }
  const paths = ['app', 'components'].includes(folder) && !isLinkDoor ? [linkDoor] : [];
  return { 'no-restricted-imports': ['error', { paths, patterns }] };
};

/**
 * The language is chosen, never assumed: no parameter defaults to a language, and choices by
 * language are data (Record<Lang, …>) rather than comparisons, except in lib/i18n.
 */
const languageSelectors = [
  {
    selector: "AssignmentPattern[left.name=/^(lang|language|locale)$/]",
    message: 'A language is never a default: take `lang` as a required first parameter.',
  },
  {
    selector: "BinaryExpression[operator=/^[!=]==?$/][right.type='Literal'][right.value=/^(en|bn)$/]",
    message: 'Choose by language with data (Record<Lang, …>, the edition, the words), not a comparison; lib/i18n is the only place for one.',
  },
  {
    selector: "BinaryExpression[operator=/^[!=]==?$/][left.type='Literal'][left.value=/^(en|bn)$/]",
    message: 'Choose by language with data (Record<Lang, …>, the edition, the words), not a comparison; lib/i18n is the only place for one.',
  },
  {
    selector: "BinaryExpression[operator=/^[!=]==?$/] > Identifier[name='BASE_LANG']",
    message: 'Compare with the base language in lib/i18n only (isBaseLocale), not here.',
  },
];

/**
 * The edition is the only language door: below the route files (app/_pages/routeFactory.tsx opens
 * it), a room or component never passes a bare language to a lookup; it asks its edition
 * (`ed.peak(id)`, `ed.label.title(e)`, `ed.path(…)`) or passes the edition itself.
 */
const editionSelectors = [
  {
    // URL helpers aside: a language link's address is the one thing built from a bare language.
    selector: "CallExpression:not([callee.name=/^(pathIn|twinPath)$/]) > Identifier.arguments[name='lang']",
    message: 'Below the route files nothing looks anything up by language: ask the edition (ed.peak(id), ed.label…, ed.path(…)) or pass it `ed`.',
  },
  {
    selector: "CallExpression:not([callee.name=/^(pathIn|twinPath)$/]) > MemberExpression.arguments[object.name='ed'][property.name='lang']",
    message: 'Below the route files nothing looks anything up by language: ask the edition (ed.peak(id), ed.label…, ed.path(…)) or pass it `ed`.',
  },
];

/**
 * In lib/, a function takes the edition (or a slice of it), never a bare language: only the i18n
 * layer, the edition's own builders and the language registry take one.
 */
const libSelectors = [
  {
    // Functions and exported helpers; a callback over the site's languages (`langs.map((lang) => …)`) is data, not a lookup.
    selector: 'FunctionDeclaration > Identifier.params[name="lang"], VariableDeclarator > ArrowFunctionExpression > Identifier.params[name="lang"], Property > ArrowFunctionExpression > Identifier.params[name="lang"], MethodDefinition > FunctionExpression > Identifier.params[name="lang"]',
    message: 'A lib helper takes the edition or a slice of it (its words, format, labels), not a bare `lang`; only lib/i18n and the edition builders take a language.',
  },
];

const restricted = (...groups) => ({ 'no-restricted-syntax': ['error', ...groups.flat()] });

const config = [
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures call their callback `use`, which is not React's hook.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // One test type for the desktop project's files: Playwright gives each test type workers of its own,
  // and runs the files of a second type after the first, in a new worker per core.
  {
    files: ['e2e/**/*.spec.ts'],
    ignores: ['e2e/large-gallery.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Take `test` (or `tabTest`) from './fixtures'." }] }] },
  },
  { files: ['app/**/*.{ts,tsx}', 'content/**/*.ts', 'scripts/**/*.ts'], ignores: ['**/*.test.ts'], rules: restricted(languageSelectors) },
  { files: ['app/_pages/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'], ignores: ['**/*.test.ts', 'app/_pages/routeFactory.tsx'], rules: restricted(languageSelectors, editionSelectors) },
  { files: ['lib/**/*.{ts,tsx}'], ignores: ['**/*.test.ts', 'lib/i18n/**', 'lib/edition/**', 'lib/content/languages.ts', 'lib/content/words.ts', 'lib/content/glossary.ts'], rules: restricted(languageSelectors, libSelectors) },
  ...['app', 'components', 'content', 'scripts', ...doors.map((door) => `lib/${door}`), 'lib'].map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', ...(folder === 'lib' ? doors.map((door) => `lib/${door}/**`) : [])],
    rules: importRules(folder),
  })),
  { files: ['components/site/SiteLink.tsx'], rules: importRules('components', { isLinkDoor: true }) },
  { ignores: ['.next/**', '.cache/**', 'out/**', 'out-gallery-large/**', 'out-analyze/**', 'screenshots/**', '.probe/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
];

export default config;
