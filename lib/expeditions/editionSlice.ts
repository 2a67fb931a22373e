import type { SiteWords } from '@/lib/content';
import type { Format } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/lang';
import type { PeakEntry } from '@/lib/schema/peak';
import type { Person } from '@/lib/schema/person';
import type { Source } from '@/lib/schema/source';
import type { ExpeditionLabels, LabelLanguage } from './labels';

/**
 * The part of an edition (lib/edition) the expedition views are written with: its words, format,
 * labels and paths, and its total lookups of a peak, a person and a source in its language. An
 * Edition is one; a test may make its own.
 */
export interface ExpeditionEdition extends LabelLanguage {
  locale: Locale;
  words: SiteWords;
  format: Format;
  label: ExpeditionLabels;
  /** The same page in this edition: `/gallery/` → `/bn/gallery/`. */
  path(englishPath: string): string;
  peak(id: string): PeakEntry;
  person(id: string): Person;
  source(key: string): Source;
}
