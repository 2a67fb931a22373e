/**
 * The door to the content records: everything in content/<file>.ts (and its Bengali text) that
 * pages show, in one edition's language, and the names of people, peaks, places and terms as
 * that edition spells them. Pages reach it through lib/edition.ts.
 */
import type { Lang } from '@/lib/i18n/lang';
import { aboutIn } from './about';
import { activitiesIn, type Activity } from './activities';
import { clubIn } from './club';
import { coursesIn } from './courses';
import { eventsIn } from './events';
import { inBengali } from './glossary';
import { homeIn } from './home';
import { legalPages, legalPage } from './legal';
import { navigationIn } from './navigation';
import { sourcesIn } from '@/lib/expeditions/sources';
import type { About } from '@/lib/schema/about';
import type { Club } from '@/lib/schema/club';
import type { Course } from '@/lib/schema/course';
import type { ClubEvent } from '@/lib/schema/event';
import type { GlossarySection } from '@/lib/schema/glossary';
import type { Home } from '@/lib/schema/home';
import type { LegalPage } from '@/lib/schema/legal';
import type { Source } from '@/lib/schema/source';

/** The records of one edition, with the types the loaders give them. */
export interface Records {
  club: Club;
  home: Home;
  about: About;
  activities: readonly Activity[];
  courses: readonly Course[];
  events: readonly ClubEvent[];
  legal: readonly LegalPage[];
  navigation: ReturnType<typeof navigationIn>;
  sources: readonly Source[];
}

/** The records in one edition's language. */
export function recordsIn(lang: Lang): Records {
  return {
    club: clubIn(lang),
    home: homeIn(lang),
    about: aboutIn(lang),
    activities: activitiesIn(lang),
    courses: coursesIn(lang),
    events: eventsIn(lang),
    legal: legalPages.map((page) => legalPage(page.id, lang)),
    navigation: navigationIn(lang),
    sources: sourcesIn(lang),
  };
}

/** How each edition writes a name the records keep in English: as it is, or as the glossary spells it. */
const namers: Record<Lang, (section: GlossarySection, english: string) => string> = {
  en: (_section, english) => english,
  bn: inBengali,
};

/** A name or recurring term in one edition's language (content/glossary.ts); a missing entry stops the build, naming it. */
export function nameIn(lang: Lang, section: GlossarySection, english: string): string {
  return namers[lang](section, english);
}
