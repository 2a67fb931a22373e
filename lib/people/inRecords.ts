import { memberRoles, type Expedition, type ExpeditionMember, type ExpeditionSummit, type MemberRole } from '@/lib/schema/expedition';
import type { Person } from '@/lib/schema/person';
import type { ClubPeopleById } from './registry';

/**
 * Who the expedition records name, and on which expeditions, computed from the records every time
 * (the people registry stores no expeditions): the member pages (/member/ and /member/<id>/) and
 * their structured data read this. Pure over its inputs, so a test can give records of its own.
 */

/** One expedition a person is named on: the record, their entry in its team, and the summits that list them. */
export interface PersonExpedition {
  expedition: Expedition;
  member: ExpeditionMember;
  /** The record's summits whose summiters include this person; empty when none does (or none names its summiters). */
  summits: ExpeditionSummit[];
  /** What the record's sources disagree on about this person (the `about` of each disagreement whose English names them). */
  disputes: string[];
}

/** How many of a person's expeditions give them a role; `role: null` counts those whose record gives none. */
export interface RoleCount {
  role: MemberRole | null;
  count: number;
}

/**
 * Where the member pages list a person, by what the records say of them: `club`, on a club team in
 * one of its roles (leader, member, …); `partners`, only as a member of another club's team (the
 * record's `team`); `staff`, only as hired staff (high-altitude Sherpa or guide, liaison officer,
 * cook); `unstated`, named on a team without a role; `none`, on no expedition (named only in the
 * club's details, such as an office bearer).
 */
export const personGroups = ['club', 'partners', 'staff', 'unstated', 'none'] as const;
export type PersonGroup = (typeof personGroups)[number];

/** The roles of the club's own team members, as opposed to hired staff. */
export const clubTeamRoles: readonly MemberRole[] = ['leader', 'deputy leader', 'medical officer', 'climbing member', 'member', 'base camp member'];

export interface PersonInRecords {
  /** The registry entry, in the edition's language. */
  person: Person;
  /** Every expedition whose team names the person, in table order. */
  expeditions: PersonExpedition[];
  /** Their roles, in the order of the schema's role list, then "not recorded"; each with how many expeditions. */
  roles: RoleCount[];
  /** How many of their expeditions list them among the summiters of at least one summit. */
  summitExpeditions: number;
  /** The years of their first and last expedition; absent with no expedition. */
  years?: { first: number; last: number };
  group: PersonGroup;
  /** What the club's details (content/club.yml) say of them: the founder, and the office-bearer entries (by id) that name them. */
  club: { founder: boolean; officeBearers: string[] };
  /** Whether a source names them as a member of the club: on a club team in a club role, or in the club's details. */
  clubMember: boolean;
}

/** The English records and registry a person's disagreements are found in (by the English name). */
export interface EnglishRecords {
  records: readonly Expedition[];
  registry: readonly Person[];
}

const staffRoles = new Set<MemberRole>(memberRoles.filter((role) => !clubTeamRoles.includes(role)));

/** Which group the records put a person in (see `PersonGroup`), from their team entries. */
export function groupOf(members: readonly ExpeditionMember[]): PersonGroup {
  if (members.length === 0) return 'none';
  if (members.some((m) => m.role !== undefined && clubTeamRoles.includes(m.role) && m.team === undefined)) return 'club';
  if (members.some((m) => m.team !== undefined)) return 'partners';
  if (members.some((m) => m.role !== undefined && staffRoles.has(m.role))) return 'staff';
  return 'unstated';
}

function roleCounts(members: readonly ExpeditionMember[]): RoleCount[] {
  const order: (MemberRole | null)[] = [...memberRoles, null];
  return order
    .map((role) => ({ role, count: members.filter((m) => (m.role ?? null) === role).length }))
    .filter((entry) => entry.count > 0);
}

/**
 * Every person of the registry with the expeditions the records name them on, in registry order.
 * `records` and `registry` are in one language; `english` gives the same in English when they are
 * not (disagreements are found by the English name), and `club` the club's details by person id.
 */
export function peopleInRecordsOf(
  records: readonly Expedition[],
  registry: readonly Person[],
  { english = { records, registry }, club = { officeBearers: [] } }: { english?: EnglishRecords; club?: ClubPeopleById } = {},
): PersonInRecords[] {
  return registry.map((person, index) => {
    const englishName = english.registry[index]?.name ?? person.name;
    const expeditions = records.flatMap((expedition, r) => {
      const member = expedition.members.find((m) => m.person === person.id);
      if (!member) return [];
      const summits = expedition.summits.filter((summit) => summit.summiters?.includes(person.id));
      const englishConflicts = english.records[r]?.conflicts ?? expedition.conflicts;
      const disputes = expedition.conflicts.filter((_, c) => englishConflicts[c]?.about.includes(englishName)).map((conflict) => conflict.about);
      return [{ expedition, member, summits, disputes }];
    });
    const members = expeditions.map((entry) => entry.member);
    const years = expeditions.map((entry) => entry.expedition.year);
    const group = groupOf(members);
    const inClub = {
      founder: club.founder === person.id,
      officeBearers: club.officeBearers.filter((bearer) => bearer.person === person.id).map((bearer) => bearer.entry),
    };
    return {
      person,
      expeditions,
      roles: roleCounts(members),
      summitExpeditions: expeditions.filter((entry) => entry.summits.length > 0).length,
      ...(years.length > 0 ? { years: { first: Math.min(...years), last: Math.max(...years) } } : {}),
      group,
      club: inClub,
      clubMember: group === 'club' || inClub.founder || inClub.officeBearers.length > 0,
    };
  });
}

/** Where the records first name a person: their first expedition's row, then their place in its team (none: last). */
function firstNamed(entry: PersonInRecords): [row: number, place: number] {
  const first = entry.expeditions[0];
  return first ? [first.expedition.serial, first.expedition.members.indexOf(first.member)] : [Number.MAX_SAFE_INTEGER, 0];
}

/**
 * Most expeditions first, then the earliest first expedition, then in the order the records first
 * name them (the first expedition's row, then its team's order: a 1987 team as its record lists it).
 * Not the registry's order: its files, one per person, have no order but their names'.
 */
export function byExpeditions(a: PersonInRecords, b: PersonInRecords): number {
  const [rowA, placeA] = firstNamed(a);
  const [rowB, placeB] = firstNamed(b);
  return b.expeditions.length - a.expeditions.length || (a.years?.first ?? Infinity) - (b.years?.first ?? Infinity) || rowA - rowB || placeA - placeB;
}

/**
 * The list's sections: each group that has someone, with its people sorted by `byExpeditions`.
 * People on no expedition are left out (the page names them where the club's details do).
 */
export function peopleByGroup(entries: readonly PersonInRecords[]): { group: Exclude<PersonGroup, 'none'>; people: PersonInRecords[] }[] {
  return personGroups
    .filter((group): group is Exclude<PersonGroup, 'none'> => group !== 'none')
    .map((group) => ({ group, people: entries.filter((entry) => entry.group === group).sort(byExpeditions) }))
    .filter((section) => section.people.length > 0);
}
