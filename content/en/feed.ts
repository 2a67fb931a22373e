/** Words of the Atom feed (/feed.xml) and the links to it: new and changed records, events and corrections, newest first. */
export const feedWords = {
  title: (club: string) => `${club}: news of the records`,
  subtitle: 'The club’s expeditions as their records are added and changed, its events, and updates to the records of peaks and people, newest first.',
  /** The visible link (footer) and the name of the feed in each page's head. */
  follow: 'Follow (Atom feed)',
  /** An expedition's entry when its record changed after it was added. */
  changed: (title: string) => `Updated: ${title}`,
  /** An expedition's entry: its peak(s), its result and its leader, when the records name one. */
  expeditionSummary: (peaks: string, result: string, leader: string | undefined) => `${peaks}. Result: ${result}.${leader ? ` Leader: ${leader}.` : ''}`,
  /** A peak's or a person's record changed after it was added. */
  correction: { peak: (name: string) => `Peak record updated: ${name}`, person: (name: string) => `Person record updated: ${name}` },
  correctionSummary: (name: string) => `The record of ${name} was changed. The page shows it as it stands now, with its sources.`,
  /** Feed categories. */
  categories: { expedition: 'Expedition', event: 'Event', correction: 'Correction' },
};
