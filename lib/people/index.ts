/**
 * The people door: the registry (content/people.ts, validated; `buildPeople` lays a language's
 * overlay over it), how records and the club's details name people (ids, names and spellings), the
 * club's details by person id, and who the expedition records name on which expeditions
 * (`peopleInRecordsOf`, pure over the records it is given; the edition binds it to its records as
 * `ed.personInRecords(id)`).
 */
export {
  people,
  buildPeople,
  personById,
  personIdOf,
  personIdsOf,
  personIdCitationsOf,
  personSourceCitations,
  assertPersonIdsResolve,
  clubPeople,
  clubPersonNames,
  PEOPLE_FILE,
} from './registry';
export {
  peopleInRecordsOf,
  peopleByGroup,
  type PersonInRecords,
  type PersonExpedition,
  type PersonGroup,
  type RoleCount,
} from './inRecords';
