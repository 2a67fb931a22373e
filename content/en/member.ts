/**
 * Words of the members page (/member/): the office bearers and the membership count, then everyone
 * the expedition records name, with how many expeditions and which roles (counted by the site).
 */
export const memberWords = {
  title: 'Members and expedition teams',
  description:
    'The office bearers of the Mountaineers’ Association of Krishnanagar and everyone its expedition records name, with how many expeditions and in which roles.',
  lead: (people: number, withTeam: number, expeditions: number) =>
    `The club’s office bearers as reports name them, and the ${people} people its records name on the teams of ${withTeam} of its ${expeditions} expeditions, each with a page of their own.`,
  empty: 'Update soon',
  bearersHeading: 'Office bearers',
  bearersIntro: 'The club’s office bearers as named in published reports. Each entry gives the month the role was reported, so older entries may have changed since.',
  /** An office bearer's role with the year the records give for it: no entry reads as current. */
  roleAsOf: (role: string, year: number) => `${role}, as of ${year}`,
  reported: (monthYear: string) => `Reported ${monthYear}`,
  count: (count: number, monthYear: string) => `The club had ${count} members in ${monthYear}, as reported then.`,

  peopleHeading: 'Named in the expedition records',
  peopleIntro:
    'Everyone the expedition records name on a team, grouped by what the records say of them and, within each group, by how many expeditions name them. The figures are counted from the records; a summit is counted only where a record lists the person among the summiters.',
  groups: {
    club: {
      heading: 'On the club’s teams',
      intro: 'Leaders, members and climbing members of the club’s expeditions.',
    },
    partners: {
      heading: 'On a partner club’s team',
      intro: 'Climbers of another club who climbed with the club’s team, as members of their own club’s team.',
    },
    staff: {
      heading: 'High-altitude Sherpas and staff',
      intro: 'Sherpas and other staff the records name on the club’s teams.',
    },
    unstated: {
      heading: 'Named without a role',
      intro: 'People the records name on a team without saying in what role.',
    },
  },
  expeditions: (count: number) => (count === 1 ? '1 expedition' : `${count} expeditions`),
  years: (first: number, last: number) => (first === last ? `${first}` : `${first}–${last}`),
  roleCount: (role: string, count: number) => `${role}: ${count}`,
  roleNotRecorded: 'Role not recorded',
  summits: (count: number) => `Among the summiters on ${count === 1 ? '1 expedition' : `${count} expeditions`}`,

  correctionHeading: 'Corrections',
  correctionBefore: 'If a name, a role or a count here is wrong, or you would like your name taken off these pages, please',
  correctionLink: 'write to the club through the contact page',
  correctionAfter: '.',
};
