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
  personNameIndex,
  personIdCitationsOf,
  personSourceCitations,
  assertPersonIdsResolve,
  clubPeople,
  clubPersonNames,
  PEOPLE_FILE,
  type ClubPeopleById,
  type PersonIdCitation,
  type PersonNameCitation,
  type RecordWithPeople,
} from './registry';
export {
  peopleInRecordsOf,
  peopleByGroup,
  byExpeditions,
  groupOf,
  clubTeamRoles,
  personGroups,
  type PersonInRecords,
  type PersonExpedition,
  type PersonGroup,
  type RoleCount,
  type EnglishRecords,
} from './inRecords';
