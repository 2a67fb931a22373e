import path from 'node:path';
import type { Locale } from '@/lib/i18n/lang';
import { drawingFace } from './harfbuzz';
import type { FaceStack } from './shapedText';

/**
 * The font files the build draws generated files with, by the script of an edition (a locale's
 * `script`), each read from node_modules (nothing is downloaded):
 *
 * - social cards: Latin editions with Geist Regular, the face next/og ships and the cards were
 *   first drawn with; Bengali with the site's Noto Sans Bengali (the face @fontsource publishes,
 *   the one the Bengali pages' subset is cut from), then the same family's Latin faces for the
 *   punctuation and digits between Bengali words.
 * - PDFs: Bengali with the same Noto Sans Bengali faces, embedded; a Latin edition's PDFs keep
 *   the standard Helvetica (WinAnsi), which needs no embedded font (lib/pdf/pdfText.ts).
 */
const notoBengali = (subset: 'bengali' | 'latin' | 'latin-ext') =>
  path.resolve(`node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-${subset}-wght-normal.woff2`);
const NOTO_BENGALI = [notoBengali('bengali'), notoBengali('latin'), notoBengali('latin-ext')];
const GEIST = path.resolve('node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf');

type ScriptFaces = {
  /** The faces of the social cards, in order of preference. */
  card: readonly string[];
  /** Line height of a card's title, in ems: Bengali needs room for the signs above and below its letters. */
  cardTitleLineHeight: number;
  /** Letter spacing of a card's eyebrow line, in ems: none in Bengali, whose letters join along the headstroke. */
  cardTracking: number;
  /** The faces embedded in the edition's PDFs; none: the PDFs' standard Helvetica. */
  pdf?: readonly string[];
};

const scriptFaces: Readonly<Record<string, ScriptFaces>> = {
  Latin: { card: [GEIST], cardTitleLineHeight: 1.05, cardTracking: 2 / 30 },
  Bengali: { card: NOTO_BENGALI, cardTitleLineHeight: 1.3, cardTracking: 0, pdf: NOTO_BENGALI },
};

function facesOf(locale: Pick<Locale, 'script' | 'englishName'>): ScriptFaces {
  const faces = scriptFaces[locale.script];
  if (!faces) throw new Error(`drawingFaces: no faces for the ${locale.script} script of ${locale.englishName}: add its line to scriptFaces`);
  return faces;
}

async function stackOf(files: readonly string[], locale: Pick<Locale, 'htmlLang'>, weight: number): Promise<FaceStack> {
  return { faces: await Promise.all(files.map((file) => drawingFace(file, weight))), language: locale.htmlLang };
}

/** The faces an edition's social cards are drawn with, at one weight (a face without a weight axis is drawn as it is). */
export function cardFaces(locale: Locale, weight: number): Promise<FaceStack> {
  return stackOf(facesOf(locale).card, locale, weight);
}

/** The line height of an edition's card titles, in ems. */
export function cardTitleLineHeight(locale: Locale): number {
  return facesOf(locale).cardTitleLineHeight;
}

/** The letter spacing of an edition's card eyebrows, in ems. */
export function cardTracking(locale: Locale): number {
  return facesOf(locale).cardTracking;
}

/** The faces an edition's PDFs embed, at one weight, or undefined when they are drawn in the standard Helvetica. */
export function pdfFaces(locale: Locale, weight: number): Promise<FaceStack> | undefined {
  const files = facesOf(locale).pdf;
  return files ? stackOf(files, locale, weight) : undefined;
}
