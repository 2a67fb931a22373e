import {
  assertSourcesRegistered,
  baseRecords,
  ContentError,
  fileLabelOf,
  parseContent,
  parseRecordFolder,
  recordFileLabel,
  translatedRecords,
  type RecordCitation,
  type RecordLanguage,
  type SourceCitation,
} from '@/lib/content';
import { namesOfPerson, PeopleRegistrySchema, PersonSchema, type PeopleOverlay, type Person } from '@/lib/schema/person';

/** The registry's folder, for error messages. */
export const PEOPLE_FILE = 'content/people/';

/**
 * The people registry, one file per person (content/people/<id>.en.yml), validated at build time
 * (ids, names that lead to one person, mutual `possiblySameAs`), in the order of their ids.
 */
export const people: readonly Person[] = parseContent(PeopleRegistrySchema, parseRecordFolder('people', PersonSchema, 'id').records, PEOPLE_FILE, fileLabelOf('people', 'id'));

/** A person an expedition record names by id, with where the id is written (for build errors). */
export interface PersonIdCitation extends RecordCitation {
  id: string;
}

/** The fields of an expedition record that name people, by id (raw content or a validated record). */
export interface RecordWithPeople {
  slug: string;
  members?: readonly { person: string }[];
  summits?: readonly { peak?: string; summiters?: readonly string[] }[];
}

/** Every person an expedition record names: each member, and each summiter. */
export function personIdCitationsOf(records: readonly RecordWithPeople[]): PersonIdCitation[] {
  return records.flatMap((e) => {
    const entry = recordFileLabel('expeditions', e.slug);
    return [
      ...(e.members ?? []).map((member, i) => ({ entry, field: `members[${i}].person`, id: member.person })),
      ...(e.summits ?? []).flatMap((summit, i) => (summit.summiters ?? []).map((id, j) => ({ entry, field: `summits[${i}].summiters[${j}]`, id }))),
    ];
  });
}

/**
 * Throws a ContentError naming the file, entry and field of every id that is nobody's in the
 * registry, so a new or mistyped person in a record cannot reach the pages. A name written where
 * an id belongs is answered with the id it leads to.
 */
export function assertPersonIdsResolve(citations: readonly PersonIdCitation[], registry: readonly Person[], file: string): void {
  const ids = new Set(registry.map((person) => person.id));
  const names = personNameIndex(registry);
  const problems = citations
    .filter((citation) => !ids.has(citation.id))
    .map((citation) => {
      const meant = names.get(citation.id);
      const hint = meant ? `; "${citation.id}" is a name: write the id "${meant}"` : `; add the person there (with the spellings sources use), or correct the id`;
      return `${citation.entry} › field ${citation.field}: "${citation.id}" is not the id of anyone in ${PEOPLE_FILE}${hint}`;
    });
  if (problems.length > 0) throw new ContentError(file, problems);
}

/** The club's details' people (content/club.yml), by id: the founder, the secretary and each office bearer. */
export interface ClubPeople {
  founder?: string;
  secretary?: { person?: string };
  officeBearers?: readonly { person: string }[];
}

/** Every person the club's details name, with its field. */
export function clubPersonIdsOf(club: ClubPeople): PersonIdCitation[] {
  const entry = 'content/club.yml › en';
  return [
    ...(club.founder ? [{ entry, field: 'founder', id: club.founder }] : []),
    ...(club.secretary?.person ? [{ entry, field: 'secretary.person', id: club.secretary.person }] : []),
    ...(club.officeBearers ?? []).map((bearer, i) => ({ entry, field: `officeBearers[${i}].person`, id: bearer.person })),
  ];
}

/** Name → id for every name a person answers to (the name and each variant that is not a misprint). */
export function personNameIndex(registry: readonly Person[]): ReadonlyMap<string, string> {
  return new Map(registry.flatMap((person) => namesOfPerson(person).map((name) => [name, person.id] as const)));
}

/** The ids of the people an expedition names (members, then summiters), each once. */
export function personIdsOf(record: RecordWithPeople): string[] {
  return [...new Set(personIdCitationsOf([record]).map((citation) => citation.id))];
}

/**
 * The registry in the order the records first name its people: table order, then a record's own
 * order (its team, then its summiters); people no record names (an office bearer) last. The
 * registry is a folder with a file per person, whose only order is the files' names, so a list
 * that shows people in the records' order (the open data) takes it from here.
 */
export function inOrderOfFirstNaming(registry: readonly Person[], records: readonly RecordWithPeople[]): Person[] {
  const first = new Map<string, number>();
  for (const record of records) for (const id of personIdsOf(record)) if (!first.has(id)) first.set(id, first.size);
  const rank = (person: Person) => first.get(person.id) ?? first.size;
  return [...registry].sort((a, b) => rank(a) - rank(b));
}

/** The person with this id, or undefined. */
export function personById(id: string, registry: readonly Person[] = people): Person | undefined {
  return registry.find((person) => person.id === id);
}

/**
 * The registry in another language: the overlay's notes and the glossary's spelling of each name,
 * ids, variants and sources unchanged. A missing, extra or untranslated note, a fact in the overlay
 * or a name the glossary lacks stops the build, naming the overlay file, the id and the field. Pure
 * over its registry, so a test can give its own.
 */
export function buildPeople(language: RecordLanguage, overlay: PeopleOverlay | null, registry: readonly Person[] = people): readonly Person[] {
  return overlay === null ? registry : translatedRecords('people', PeopleRegistrySchema, registry, overlay, language);
}

/** Every source a person entry cites: variants and notes. */
export function personSourceCitations(registry: readonly Person[]): SourceCitation[] {
  return registry.flatMap((person) => {
    const entry = recordFileLabel('people', person.id);
    return [
      ...person.variants.map((variant, i) => ({ entry, field: `variants[${i}].source`, key: variant.source })),
      ...person.notes.flatMap((note, i) => note.sources.map((key, j) => ({ entry, field: `notes[${i}].sources[${j}]`, key }))),
    ];
  });
}

/** Every person the club's details name. */
export const clubPersonIds: readonly PersonIdCitation[] = clubPersonIdsOf(baseRecords.club);

// Build-time checks: every source the registry cites is registered; every person the club's details name is in it.
assertSourcesRegistered(personSourceCitations(people), baseRecords.sources, PEOPLE_FILE);
assertPersonIdsResolve(clubPersonIds, people, 'content/club.yml');

/**
 * The people of the club's details by id: the founder, and each office-bearer entry (its id in
 * content/club.yml, `secretary`) with the person it names; pages find the role's words by the entry.
 */
export const clubPeople: ClubPeopleById = {
  ...(baseRecords.club.founder ? { founder: baseRecords.club.founder } : {}),
  officeBearers: baseRecords.club.officeBearers.map((bearer) => ({ entry: bearer.id, person: bearer.person })),
};

/** The club's details by person id. */
export interface ClubPeopleById {
  founder?: string;
  officeBearers: readonly { entry: string; person: string }[];
}
