/**
 * Words of the summit claims page (/summits/), and of the summit claims a report page and a
 * person's page show (components/expedition/SummitClaims.tsx): the standings, the evidence and
 * the tops, as lib/claims computes them.
 */
export const summitsWords = {
  title: 'Summit claims',
  description:
    'Every summit the club’s expedition records report, one entry for each climber: who reports it, the evidence the sources name, and where they disagree.',
  breadcrumb: 'Summit claims',
  lead: 'Every summit the club’s records report, one entry for each climber, with the sources that speak of it.',
  /** The page's summary line. */
  summary: (claims: number, summits: number, expeditions: number) => `${claims} claims on ${summits} summits of ${expeditions} expeditions, the newest first.`,
  standingsHeading: 'What the standings mean',
  standingsIntro:
    'Each claim’s standing is worked out when the site is built from the kinds of the sources cited for that summit: nobody types it in. It says who reports the summit, not whether it happened.',
  /** A claim's standing (lib/claims): the words of its badge. */
  status: {
    disputed: 'Disputed',
    authority: 'Listed by an authority',
    independent: 'Reported by independent sources',
    club: 'Reported by the club',
    unknown: 'Not known',
  },
  /** What each standing means, for the explanation. */
  statusMeaning: {
    disputed: 'The sources disagree on whether this summit was reached. The disagreement is shown with the claim.',
    authority: 'A government body, a federation or a mountaineering body lists it.',
    independent: 'The press, a journal, a blog or a reference work, independent of the club, reports it.',
    club: 'Only the club reports it: its own websites, its leader’s report, or a team member’s own account.',
    unknown: 'No source the records cite is known to speak of this summit.',
  },
  /** How many claims have a standing, beside its meaning. */
  statusCount: (count: number) => `Claims: ${count}`,
  otherKindsNote:
    'A company’s page, or a page whose publisher cannot be told, is listed with the sources but does not change the standing. Evidence is named only where a source gives it: a press or journal report is the source itself; a certificate, a photograph or the leader’s report only where a source names it.',
  /** A summit's heading: its peak and the day, or that the day is not recorded. */
  summitHeading: (peak: string, day: string | undefined) => (day ? `${peak}, ${day}` : `${peak}, day not recorded`),
  labels: {
    standing: 'Standing',
    climbers: 'Who',
    evidence: 'Evidence the sources name',
    point: 'Which top',
    sources: 'Sources that speak of it',
    disputes: 'Where the sources disagree on this summit',
  },
  /** In place of a name, when the records name no one on the summit. */
  unnamed: 'The records do not name who reached the top',
  evidence: {
    'press-report': 'Press report',
    'journal-report': 'Journal report',
    'authority-list': 'Authority list',
    certificate: 'Summit certificate',
    photograph: 'Photograph from the top',
    'leaders-report': 'The leader’s report',
  },
  evidenceNone: 'None named',
  point: { main: 'The main summit', subsidiary: 'A subsidiary summit' },
  pointUnknown: 'The sources do not say',
  /** A source's kind of publication, after its name. */
  sourceKind: {
    club: 'the club',
    member: 'a team member',
    press: 'press',
    journal: 'journal',
    blog: 'blog',
    authority: 'authority',
    reference: 'reference work',
    company: 'company',
    other: 'other',
  },
  noSources: 'No source the records cite is known to speak of this summit.',
  /** The section on a report page. */
  reportHeading: 'Summit claims',
  reportIntro: 'Each summit this record reports, with the standing its sources give it.',
  allClaimsLink: 'Every summit claim, and what the standings mean',
};
