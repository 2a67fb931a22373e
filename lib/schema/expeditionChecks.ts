import type { z } from 'zod';
import type { ExpeditionFields } from './expeditionFields';
import { FEET_PER_METRE } from './expeditionVocabulary';

/**
 * The checks across the fields of one expedition record: dates in its year, feet that match metres,
 * summits of its own peaks by its own members, a result that fits the summits, a first-ascent note
 * with its sources, no repeated slug, member or source.
 */

/** Every calendar date in a record with its field path, for cross-field checks. */
function datedFields(e: ExpeditionFields): Array<{ path: (string | number)[]; date: string }> {
  const found: Array<{ path: (string | number)[]; date: string }> = [];
  const add = (path: (string | number)[], date: string | undefined) => {
    if (date) found.push({ path, date });
  };
  add(['departure', 'date'], e.departure?.date);
  add(['trekStart', 'date'], e.trekStart?.date);
  add(['baseCamp', 'date'], e.baseCamp?.date);
  e.transitCamps.forEach((camp, i) => add(['transitCamps', i, 'date'], camp.date));
  e.highCamps.forEach((camp, i) => add(['highCamps', i, 'date'], camp.date));
  e.summits.forEach((summit, i) => add(['summits', i, 'date'], summit.date));
  return found;
}

/** Metres and feet given side by side must describe the same height (catches transposed digits). */
function feetDisagree(heightM: number | undefined, heightFt: number | undefined): boolean {
  if (heightM === undefined || heightFt === undefined) return false;
  return Math.abs(heightFt / FEET_PER_METRE - heightM) / heightM > 0.01;
}

/** Adds an issue, at its field's path, for every check the record fails (ExpeditionSchema's refinement). */
export function checkExpedition(e: ExpeditionFields, ctx: z.RefinementCtx<ExpeditionFields>): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

  for (const { path, date } of datedFields(e)) {
    if (Number(date.slice(0, 4)) !== e.year) issue(path, `date ${date} is not in the expedition's year ${e.year}`);
  }

  if (feetDisagree(e.heightM, e.heightFt)) issue(['heightFt'], `${e.heightFt} ft does not match ${e.heightM} m`);
  e.peaks?.forEach((peak, i) => {
    if (feetDisagree(peak.heightM, peak.heightFt)) {
      issue(['peaks', i, 'heightFt'], `${peak.heightFt} ft does not match ${peak.heightM} m`);
    }
  });

  if ((e.peak === undefined) === (e.peaks === undefined)) issue(['peak'], 'give the peak, or for a two-peak expedition the list of peaks, not both');
  const peakNames = new Set([...(e.peak ? [e.peak] : []), ...(e.peaks ?? []).map((p) => p.peak)]);
  const memberIds = new Set(e.members.map((m) => m.person));
  if (memberIds.size !== e.members.length) issue(['members'], 'a member is listed twice');
  if (e.teamSize !== undefined && e.teamSize <= e.members.length) {
    issue(['teamSize'], `${e.teamSize} is not more than the ${e.members.length} members listed: give teamSize only when some are not named`);
  }
  e.summits.forEach((summit, i) => {
    if (!peakNames.has(summit.peak)) {
      issue(['summits', i, 'peak'], `"${summit.peak}" is not this expedition's peak (${[...peakNames].join(', ')})`);
    }
    summit.summiters?.forEach((id, j) => {
      if (!memberIds.has(id)) issue(['summits', i, 'summiters', j], `"${id}" is not in members`);
    });
    summit.sources.forEach((source, j) => {
      if (!e.sources.includes(source)) issue(['summits', i, 'sources', j], `${source} is not in this record's sources`);
      if (summit.sources.indexOf(source) !== j) issue(['summits', i, 'sources', j], `${source} is listed twice`);
    });
    const ofSummit = (path: (string | number)[], source: string) => {
      if (!summit.sources.includes(source)) issue(path, `${source} is not among this summit's sources (summits[${i}].sources)`);
    };
    summit.evidence.forEach((evidence, j) => evidence.sources.forEach((source, k) => ofSummit(['summits', i, 'evidence', j, 'sources', k], source)));
    summit.point?.sources.forEach((source, k) => ofSummit(['summits', i, 'point', 'sources', k], source));
  });
  e.summits.forEach((summit, i) => {
    if (e.summits.findIndex((other) => other.peak === summit.peak) !== i) issue(['summits', i, 'peak'], `a second summit of "${summit.peak}": one summit per peak`);
  });
  e.conflicts.forEach((conflict, i) => {
    const disputed = conflict.disputesSummit;
    if (!disputed) return;
    const summit = e.summits.find((s) => s.peak === disputed.peak);
    if (!summit) {
      issue(['conflicts', i, 'disputesSummit', 'peak'], `"${disputed.peak}" is not a summit of this record (${e.summits.map((s) => s.peak).join(', ') || 'none'})`);
      return;
    }
    disputed.summiters?.forEach((id, j) => {
      if (!summit.summiters?.includes(id)) issue(['conflicts', i, 'disputesSummit', 'summiters', j], `"${id}" is not among the summiters of ${disputed.peak}`);
    });
  });

  const climbed = e.result === 'Climbed' || e.result === 'Climbed Rubal Kang';
  const unsuccessful = e.result?.startsWith('Unsuccessful') ?? false;
  if (climbed && e.summits.length === 0) issue(['summits'], `result "${e.result}" needs at least one summit`);
  if (unsuccessful && e.summits.length > 0) issue(['summits'], `result "${e.result}" cannot list summits`);
  if (e.failureReason && !unsuccessful) issue(['failureReason'], 'a failure reason needs an "Unsuccessful" result');
  if (e.firstAscentNote && !e.firstAscentSources) issue(['firstAscentSources'], 'a first-ascent note needs the sources that report it');
  if (e.firstAscentSources && !e.firstAscentNote) issue(['firstAscentSources'], 'sources of a first-ascent claim need the note (firstAscentNote)');
  e.firstAscentSources?.forEach((source, i) => {
    if (!e.sources.includes(source)) issue(['firstAscentSources', i], `${source} is not in this record's sources`);
  });
  if (e.legacySlugs.includes(e.slug)) issue(['legacySlugs'], 'repeats the slug itself');
  e.sources.forEach((source, i) => {
    if (e.sources.indexOf(source) !== i) issue(['sources', i], `${source} is listed twice`);
  });
}
