import { z } from 'zod';

/**
 * The fixed values an expedition record chooses from (results, member roles, regions, evidence
 * levels), each with the field schema that allows only them, and the range of its peak heights;
 * lib/schema/expedition.ts exports them with the record's schema.
 */

/** Lowest and highest summit heights the club's list can hold (Everest is 8848.86 m). */
export const MIN_PEAK_HEIGHT_M = 5000;
export const MAX_PEAK_HEIGHT_M = 8849;
export const FEET_PER_METRE = 3.28084;

export const expeditionResults = [
  'Climbed',
  'Climbed Rubal Kang',
  'Unsuccessful',
  "Unsuccessful (Crossed Traill's Pass)",
] as const;
export const expeditionResultSchema = z.enum(expeditionResults);

export const memberRoles = [
  'leader',
  'deputy leader',
  'medical officer',
  'climbing member',
  'member',
  'base camp member',
  'liaison officer',
  'high altitude guide',
  'high altitude sherpa',
  'cook',
] as const;
export type MemberRole = (typeof memberRoles)[number];
export const memberRoleSchema = z.enum(memberRoles);

/** Where the peak is, as the records name the region (in English; other languages through the glossary's places), for grouping and filtering. */
export const expeditionRegions = [
  'Gangotri (Garhwal)',
  'Kumaon',
  'Garhwal',
  'Lahaul',
  'Kullu',
  'Pangi (Chamba)',
  'Zanskar (Ladakh)',
  'Karakoram (Ladakh)',
  'Nepal',
  'Arunachal Pradesh',
] as const;
export type ExpeditionRegion = (typeof expeditionRegions)[number];
export const expeditionRegionSchema = z.enum(expeditionRegions);

/**
 * How solid the account of an expedition is: `public-source`, public pages (content/sources/)
 * report it; `spec-only`, only the club's original website does; `spec-list-only`, only a row of
 * that website's expeditions table names it (other sources may still describe the peak).
 */
export const evidenceLevels = ['public-source', 'spec-only', 'spec-list-only'] as const;
export type EvidenceLevel = (typeof evidenceLevels)[number];
export const evidenceLevelSchema = z.enum(evidenceLevels);

/**
 * Documents a source may name as evidence of a summit (beyond the source itself): the team's
 * summit certificate, a photograph from the top, the leader's report.
 */
export const summitDocuments = ['certificate', 'photograph', 'leaders-report'] as const;
export type SummitDocument = (typeof summitDocuments)[number];
export const summitDocumentSchema = z.enum(summitDocuments);

/** Which top of a peak a summit reached: its main summit, or a subsidiary one. */
export const summitPoints = ['main', 'subsidiary'] as const;
export type SummitPoint = (typeof summitPoints)[number];
export const summitPointSchema = z.enum(summitPoints);
