import type { RecordOverlays } from '@/lib/schema/overlays';
import { aboutBn } from '../about.bn';
import { activitiesBn } from '../activities.bn';
import { clubBn } from '../club.bn';
import { coursesBn } from '../courses.bn';
import { eventsBn } from '../events.bn';
import { expeditionsBn } from '../expeditions.bn';
import { homeBn } from '../home.bn';
import { legalBn } from '../legal.bn';
import { navigationBn } from '../navigation.bn';
import { peaksBn } from '../peaks.bn';
import { peopleBn } from '../people.bn';
import { sourcesBn } from '../sources.bn';

/**
 * Every Bengali record overlay, one line per record file (the twin of each `content/<file>.ts` is
 * `content/<file>.bn.ts`, holding only its words). lib/content/languages.ts registers this table
 * beside the Bengali words (./index.ts); the edition lays each over its English records.
 */
export const bengaliOverlays: RecordOverlays = {
  club: clubBn,
  home: homeBn,
  about: aboutBn,
  activities: activitiesBn,
  courses: coursesBn,
  events: eventsBn,
  legal: legalBn,
  navigation: navigationBn,
  sources: sourcesBn,
  expeditions: expeditionsBn,
  peaks: peaksBn,
  people: peopleBn,
};
