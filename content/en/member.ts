/** Words of the members page (/member/): the office bearers and the membership count. */
export const memberWords = {
  title: 'Members',
  description: 'Office bearers and members of the Mountaineers’ Association of Krishnanagar, as published reports name them.',
  empty: 'Update soon',
  bearersHeading: 'Office bearers',
  bearersIntro: 'The club’s office bearers as named in published reports. Each entry gives the month the role was reported, so older entries may have changed since.',
  reported: (monthYear: string) => `Reported ${monthYear}`,
  count: (count: number, monthYear: string) => `The club had ${count} members in ${monthYear}, as reported then.`,
};
