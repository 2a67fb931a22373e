/**
 * Words of a person's page (/member/<id>/): their expeditions as the records give them, the
 * spellings sources use and notes with their sources. How to ask for a correction or removal is
 * in content/<lang>/correction.ts, with every record page's.
 */
export const personWords = {
  pageTitle: (name: string) => `${name} in the club’s records`,
  description: (name: string, count: number, years: string) =>
    `${name} in the records of the Mountaineers’ Association of Krishnanagar: ${count === 1 ? 'one expedition' : `${count} expeditions`} (${years}), the roles the records give, and the spellings sources use.`,
  descriptionWithoutExpeditions: (name: string) =>
    `${name} in the records of the Mountaineers’ Association of Krishnanagar: the club’s details, and the spellings sources use.`,
  lead: (count: number, years: string) => `Named on the team of ${count === 1 ? 'one expedition' : `${count} expeditions`} of the club, ${years}.`,
  leadWithoutExpeditions: 'Named in the club’s details; no expedition record names this person.',

  clubHeading: 'In the club',
  founder: 'Named as the club’s founder in its details.',
  officeBearer: (role: string, monthYear: string) => `${role}, as reported in ${monthYear}.`,

  expeditionsHeading: 'Expeditions',
  expeditionsIntro:
    'Each expedition whose record names this person on its team, with the role the record gives. A summit is shown only where the record lists this person among those who reached it.',
  caption: (name: string) => `Expeditions naming ${name}`,
  columns: { year: 'Year', expedition: 'Expedition', role: 'Role on the team', summit: 'Summit' },
  roleNotRecorded: 'Role not recorded',
  summitNotListed: 'Not listed among the summiters',
  summitersNotNamed: 'The record does not name the summiters',
  noSummit: 'No summit recorded',
  result: (result: string) => `Result: ${result}`,
  disputes: (abouts: string) => `The sources disagree: ${abouts}`,

  namesHeading: 'Names in the sources',
  namesIntro: 'Other ways sources write this name, each with the source that writes it so.',
  misprint: 'a misprint in the source',

  sameHeading: 'Possibly the same person',
  sameBefore: 'May be the same person as',
  sameAfter: '; no source says so, so this site keeps them apart.',

  notesHeading: 'Notes',
  sourcesLabel: 'Sources:',
  sourceLabel: 'Source:',

  allPeopleLink: 'Everyone in the club’s records',
};
