import type { TypedOverlays } from '@/lib/schema/overlays';
import { aboutBn } from '../about.bn';
import { activitiesBn } from '../activities.bn';
import { legalBn } from '../legal.bn';
import { navigationBn } from '../navigation.bn';

/**
 * The Bengali words of the records still written in TypeScript, one line per record file (the twin
 * of each `content/<file>.ts` is `content/<file>.bn.ts`, holding only its words). The records the
 * club edits in its browser editor keep their Bengali beside them: `content/<folder>/<key>.bn.yml`,
 * and the `bn:` part of content/club.yml and content/home.yml. lib/content/languages.ts registers
 * this table beside the Bengali words (./index.ts).
 */
export const bengaliOverlays: TypedOverlays = {
  about: aboutBn,
  activities: activitiesBn,
  legal: legalBn,
  navigation: navigationBn,
};
