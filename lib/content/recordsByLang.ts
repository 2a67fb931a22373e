import { aboutBn } from '@/content/about.bn';
import { activitiesBn } from '@/content/activities.bn';
import { clubBn } from '@/content/club.bn';
import { coursesBn } from '@/content/courses.bn';
import { eventsBn } from '@/content/events.bn';
import { homeBn } from '@/content/home.bn';
import { legalBn } from '@/content/legal.bn';
import { navigationBn } from '@/content/navigation.bn';
import { sourcesBn } from '@/content/sources.bn';
import { BASE_LANG, langs, locales, type Lang, type TranslatedLang } from '@/lib/i18n/lang';
import { siteNamesIn } from './glossary';
import { buildRecords, type RecordOverlays, type Records } from './records';
import { formatIn } from './words';

/**
 * The content records of every edition, built once: the club, home, about, activities, courses, events, legal pages,
 * menus and sources, in each edition's language. Facts and English words live in
 * `content/<file>.ts`; each other language has one overlay per file, `content/<file>.<lang>.ts`,
 * holding only its words (see lib/schema/text.ts). Names are spelled by content/glossary.ts.
 */
const overlays: Record<TranslatedLang, RecordOverlays> = {
  bn: { club: clubBn, home: homeBn, about: aboutBn, activities: activitiesBn, courses: coursesBn, events: eventsBn, legal: legalBn, navigation: navigationBn, sources: sourcesBn },
};
const overlaysOf = (lang: Lang): RecordOverlays | null => (lang === BASE_LANG ? null : overlays[lang]);

// Built once, on load: a mistake in any edition stops the build here, naming file, entry and field.
const byLang = new Map(
  langs.map((lang) => [lang, buildRecords({ lang, locale: locales[lang], names: siteNamesIn(lang), format: formatIn(lang) }, overlaysOf(lang))]),
);

/** Every record of one edition. */
export function recordsIn(lang: Lang): Records {
  return byLang.get(lang)!;
}
