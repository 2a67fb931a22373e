import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/lang';

/**
 * The two faces cut from Noto Sans Bengali by the build's font step (scripts/prepare-fonts.ts):
 *
 * - `bengali`, the Bengali edition's face: the glyphs of the site's Bengali text (conjuncts
 *   included), weights 400 to 700, about 40 KB instead of the 108 KB @fontsource ships. Noto Sans
 *   Bengali shapes conjuncts such as স্কুল and ক্ষ correctly (Hind Siliguri did not).
 * - `languageName`, the one word English pages show in Bengali, `বাংলা` on the language link (the
 *   own name of every edition written in Bengali), at the link's weight: about 1 KB, so a computer
 *   without a Bengali font draws letters, not five boxes.
 *
 * Each edition's layout declares and preloads only its own face (components/site/FontFaces.tsx):
 * English pages never load the Bengali face. next/font cannot do this here: the build puts every
 * next/font face in the one shared stylesheet and preloads all of them on every page.
 *
 * `swap`, not `optional`: a device without a Bengali system font would otherwise show empty boxes
 * for the whole first page (seen in our screenshots); the cost is a small reflow when the face
 * arrives (CLS 0.017 on /bn/ before it was preloaded).
 */
export const subsetFaces = {
  bengali: { family: 'Noto Sans Bengali Site', weight: '400 700', unicodeRange: 'U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC' },
  languageName: { family: 'Noto Sans Bengali Language Name', weight: '600', unicodeRange: 'U+0980-09FE' },
} as const;
export type SubsetFaceKey = keyof typeof subsetFaces;

/**
 * The faces a script needs beyond the system font, by its Unicode name (a locale's `script`,
 * lib/i18n/lang.ts): the face its edition's pages use, the one-word face other editions use for
 * the language links' names in it, and the class that sets its type (app/globals.css). A language
 * written in Latin letters needs none; one in another script needs its line here (and its faces).
 */
export const scriptFaces: Readonly<Partial<Record<string, { face: SubsetFaceKey; nameFace: SubsetFaceKey; className: string }>>> = {
  Bengali: { face: 'bengali', nameFace: 'languageName', className: 'lang-bn' },
};

const scriptFaceOf = (locale: Pick<Locale, 'script'>) => scriptFaces[locale.script];

/** The class a block in an edition's language takes, by its script (`lang-bn` sets the Bengali type, app/globals.css); the 404 page holds every edition. */
export function editionScript(locale: Pick<Locale, 'script'>): string {
  return scriptFaceOf(locale)?.className ?? '';
}

/**
 * The subset faces a page of an edition draws with: its script's face, and for the links to the
 * other editions, the one-word face of each name written in another script. English pages get
 * only the face of `বাংলা`, so they never download the Bengali face.
 */
export function editionFaces(locale: Locale): SubsetFaceKey[] {
  const own = scriptFaceOf(locale);
  const names = Object.values(locales)
    .filter((other) => other !== locale)
    .map(scriptFaceOf)
    .filter((face) => face !== undefined && face !== own)
    .map((face) => face!.nameFace);
  return [...new Set([...(own ? [own.face] : []), ...names])];
}

/** Every subset face, for a page that holds every edition (the 404 page). */
export const allEditionFaces: SubsetFaceKey[] = [...new Set(Object.values(scriptFaces).flatMap((face) => [face!.face, face!.nameFace]))];

/** The weights Bengali text is set in (body 400 to bold 700): the face keeps this range of its weight axis. */
export const SITE_WEIGHTS = { min: 400, max: 700 } as const;
/** The language link's weight (font-semibold). */
export const LANGUAGE_NAME_WEIGHT = 600;

/** Where the font step publishes the files (content-hashed names, cached for a year: firebase.json). */
export const PUBLIC_FONT_DIR = path.resolve('public/fonts');
/** The font step's record of what it published, read by the pages at build time. */
export const FONT_MANIFEST_FILE = path.resolve('.cache/fonts/fonts.json');

export type FontManifest = Record<SubsetFaceKey, { href: string; bytes: number }>;

let manifest: FontManifest | undefined;
function fontManifest(): FontManifest {
  if (manifest) return manifest;
  try {
    manifest = JSON.parse(readFileSync(FONT_MANIFEST_FILE, 'utf8')) as FontManifest;
  } catch (error) {
    throw new Error(
      `fonts: cannot read ${FONT_MANIFEST_FILE} (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
        'Run the font step first: `npm run fonts` (part of `npm run build` and `npm run dev`).',
    );
  }
  return manifest;
}

/** A published face: its address and the @font-face rule that declares it. */
export type PublishedFace = { href: string; css: string };

export function publishedFace(key: SubsetFaceKey): PublishedFace {
  const face = subsetFaces[key];
  const { href } = fontManifest()[key];
  const css =
    `@font-face{font-family:'${face.family}';src:url(${href}) format('woff2');` +
    `font-weight:${face.weight};font-style:normal;font-display:swap;unicode-range:${face.unicodeRange}}`;
  return { href, css };
}
