/** Words of the About page and of the About section the home page shares with it. */
export const aboutWords = {
  page: {
    title: 'About',
    description: 'The Mountaineers’ Association of Krishnanagar: a Himalayan mountaineering club in Nadia, West Bengal, since 1986.',
    lead: (town: string, district: string, foundedYear: number) => `A mountaineering club in ${town}, ${district}, since ${foundedYear}.`,
  },
  more: 'More about the club',
  /**
   * The registration and affiliation note. The original website describes the club as registered
   * and affiliated; the act, number and body are not known to this site.
   */
  standing: (shortName: string, registration: string, affiliation: string) =>
    `The club’s original website describes ${shortName} as ${registration}, ${affiliation}.`,
  standingDetails: {
    act: (act: string) => `Registered under the ${act}.`,
    number: (number: string) => `Registration no. ${number}.`,
    unpublished: 'The registration details are not known to this site.',
  },
};
