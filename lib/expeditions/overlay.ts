import type { Names } from '@/lib/content';
import { ContentError, parseContent } from '@/lib/content/parse';
import type { LanguageWords } from '@/lib/i18n/format';
import type { Lang, Locale } from '@/lib/i18n/lang';
import type { Expedition } from '@/lib/schema/expedition';
import { expeditionTranslationsSchema, type ExpeditionTranslation } from '@/lib/schema/translation';

/**
 * What an expedition overlay is applied with: the language's code (its overlay file is
 * `content/expeditions.<lang>.ts`), locale (script, English name), words (`and` between two peaks)
 * and names (content/glossary.ts). Pure: a test brings a language of its own.
 */
export interface ExpeditionLanguage {
  lang: Lang;
  locale: Locale;
  words: Pick<LanguageWords, 'and'>;
  names: Names;
}

/** The overlay file of a language's expedition words. */
export const expeditionOverlayFile = (lang: Lang): string => `content/expeditions.${lang}.ts`;

/**
 * One expedition record in another language: the English record's facts with its prose taken from
 * the language's overlay (`content/expeditions.<lang>.ts`) and every person's and peak's name from
 * the glossary. A field the English record has and the translation lacks (or the reverse, or a list
 * of another length) is collected and reported together, naming the file, the slug and the field.
 */
export function expeditionIn(e: Expedition, t: ExpeditionTranslation | undefined, language: ExpeditionLanguage): Expedition {
  const { locale, words, names } = language;
  const file = expeditionOverlayFile(language.lang);
  const problems: string[] = [];
  const where = (field: string) => `${e.slug} › ${field}`;
  if (!t) throw new ContentError(file, [`${e.slug}: no ${locale.englishName} translation; add an entry for this slug`]);

  /** The translated form of an optional English text field; both present or both absent. */
  function one(field: string, english: string | undefined, translated: string | undefined): string | undefined {
    if (english !== undefined && translated === undefined) problems.push(`${where(field)}: missing (English: "${english}")`);
    if (english === undefined && translated !== undefined) problems.push(`${where(field)}: the English record has no ${field}; remove it`);
    return english === undefined ? undefined : (translated ?? english);
  }
  /** The translated list for an English list, item by item; lengths must match. */
  function list(field: string, english: readonly string[], translated: readonly string[] | undefined): string[] {
    if (english.length === 0 && translated === undefined) return [];
    if (!translated || translated.length !== english.length) {
      problems.push(`${where(field)}: needs ${english.length} item(s) in the English order, found ${translated?.length ?? 0}`);
      return [...english];
    }
    return [...translated];
  }
  /** A glossary name; a missing entry is reported with the rest. */
  const named = (section: 'people' | 'peaks') => (name: string) => {
    try {
      return names.name(section, name);
    } catch (error) {
      problems.push(`${where(section)}: ${(error as Error).message}`);
      return name;
    }
  };
  const person = named('people');
  const peak = named('peaks');

  const transit = list('transitCamps', e.transitCamps.map((c) => c.name), t.transitCamps);
  const high = list('highCamps', e.highCamps.map((c) => c.name), t.highCamps);
  const photoAlts = list('photoAlts', e.photos.map((p) => p.alt), t.photoAlts);
  const pdfLabels = list('pdfLabels', e.pdfs.map((p) => p.label), t.pdfLabels);
  const peakContext = list('peakContext', e.peakContext.map((c) => c.text), t.peakContext);
  const narrative = list('narrative', e.narrative, t.narrative);

  for (const id of Object.keys(t.members ?? {})) {
    if (!e.members.some((m) => m.person === id)) problems.push(`${where(`members › ${id}`)}: no member with this person id in the English record`);
  }
  const members = e.members.map((m) => {
    const words = t.members?.[m.person];
    return {
      ...m,
      name: person(m.name),
      team: one(`members › ${m.person} › team`, m.team, words?.team),
      duties: one(`members › ${m.person} › duties`, m.duties, words?.duties),
      note: one(`members › ${m.person} › note`, m.note, words?.note),
    };
  });

  if ((t.conflicts?.length ?? 0) !== e.conflicts.length) {
    problems.push(`${where('conflicts')}: needs ${e.conflicts.length} item(s) in the English order, found ${t.conflicts?.length ?? 0}`);
  }
  const conflicts = e.conflicts.map((c, i) => {
    const words = t.conflicts?.[i];
    if (words && words.values.length !== c.accounts.length) {
      problems.push(`${where(`conflicts[${i}].values`)}: needs ${c.accounts.length} value(s), one per account, found ${words.values.length}`);
    }
    return {
      about: words?.about ?? c.about,
      settled: words?.settled ?? c.settled,
      accounts: c.accounts.map((a, j) => ({ ...a, value: words?.values[j] ?? a.value })),
    };
  });

  const localized: Expedition = {
    ...e,
    peak: e.peak.split(' & ').map(peak).join(` ${words.and} `),
    peaks: e.peaks?.map((p) => ({ ...p, name: peak(p.name) })),
    area: one('area', e.area, t.area),
    members,
    departure: e.departure && { ...e.departure, place: one('departurePlace', e.departure.place, t.departurePlace) },
    trekStart: e.trekStart && { ...e.trekStart, place: one('trekStartPlace', e.trekStart.place, t.trekStartPlace) },
    roadHead: one('roadHead', e.roadHead, t.roadHead),
    transitCamps: e.transitCamps.map((c, i) => ({ ...c, name: transit[i]! })),
    baseCamp: e.baseCamp && { ...e.baseCamp, place: one('baseCampPlace', e.baseCamp.place, t.baseCampPlace) },
    highCamps: e.highCamps.map((c, i) => ({ ...c, name: high[i]! })),
    summits: e.summits.map((s) => ({ ...s, peak: peak(s.peak) })),
    failureReason: one('failureReason', e.failureReason, t.failureReason),
    firstAscentNote: one('firstAscentNote', e.firstAscentNote, t.firstAscentNote),
    route: one('route', e.route, t.route),
    cost: e.cost && { ...e.cost, note: one('costNote', e.cost.note, t.costNote) },
    sponsors: e.sponsors && list('sponsors', e.sponsors, t.sponsors),
    agency: one('agency', e.agency, t.agency),
    jointTeamPartners: e.jointTeamPartners && list('jointTeamPartners', e.jointTeamPartners, t.jointTeamPartners),
    narrative,
    photos: e.photos.map((p, i) => ({ ...p, alt: photoAlts[i]! })),
    pdfs: e.pdfs.map((p, i) => ({ ...p, label: pdfLabels[i]! })),
    conflicts,
    peakContext: e.peakContext.map((c, i) => ({ ...c, text: peakContext[i]! })),
  };
  if (e.sponsors === undefined && t.sponsors) problems.push(`${where('sponsors')}: the English record has none; remove it`);
  if (e.jointTeamPartners === undefined && t.jointTeamPartners) problems.push(`${where('jointTeamPartners')}: the English record has none; remove it`);
  if (!e.cost?.note && t.costNote) problems.push(`${where('costNote')}: the English record has no cost note; remove it`);
  // Names inside the prose must be spelled as the glossary spells them.
  const prose: Array<[string, string | undefined, string | undefined]> = [
    ['area', e.area, localized.area],
    ['route', e.route, localized.route],
    ['failureReason', e.failureReason, localized.failureReason],
    ['firstAscentNote', e.firstAscentNote, localized.firstAscentNote],
    ...e.narrative.map((p, i): [string, string, string | undefined] => [`narrative[${i}]`, p, localized.narrative[i]]),
    ...e.peakContext.map((c, i): [string, string, string | undefined] => [`peakContext[${i}]`, c.text, localized.peakContext[i]?.text]),
  ];
  for (const [field, english, translated] of prose) {
    if (english && translated && translated !== english) for (const miss of names.misses(english, translated)) problems.push(`${where(field)}: ${miss}`);
  }
  if (problems.length > 0) throw new ContentError(file, problems);
  return stripUndefined(localized);
}

/** Leaves absent fields absent (never a key holding `undefined`), as the English records do. */
function stripUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Every expedition in one language, pure: the English records with the language's overlay (its
 * file's contents, checked here against the language's script), in the English order. Every
 * problem of every record is thrown together, naming the overlay file, the slug and the field.
 */
export function buildExpeditions(english: readonly Expedition[], overlay: unknown, language: ExpeditionLanguage): readonly Expedition[] {
  const file = expeditionOverlayFile(language.lang);
  const translations = parseContent(expeditionTranslationsSchema(language.locale), overlay, file);
  const problems = Object.keys(translations)
    .filter((slug) => !english.some((e) => e.slug === slug))
    .map((slug) => `${slug}: no English record has this slug`);
  const records = english.map((e) => {
    try {
      return expeditionIn(e, translations[e.slug], language);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.issues);
      return e;
    }
  });
  if (problems.length > 0) throw new ContentError(file, problems);
  return records;
}
