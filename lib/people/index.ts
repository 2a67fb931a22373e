/**
 * The people door: the registry (content/people/, one file per person, validated; `buildPeople` lays a language's
 * overlay over it), how records and the club's details name people (ids, names and spellings), the
 * club's details by person id, and who the expedition records name on which expeditions
 * (`peopleInRecordsOf`, pure over the records it is given; the edition binds it to its records as
 * `ed.personInRecords(id)`).
 */
export {
  people,
  buildPeople,
  personById,
  inOrderOfFirstNaming,
  personIdsOf,
  personIdCitationsOf,
  personSourceCitations,
  assertPersonIdsResolve,
  clubPeople,
  clubPersonIds,
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
