/**
 * Words of the club's editor (/admin/, Decap CMS): what each kind of record is called and the labels
 * of the fields' choices. The label and help line of every field are an area of their own
 * (content/en/editorFields.ts).
 */
export const editorWords = {
  title: 'The club’s editor',
  /** Shown under a text box of a translation that has no letter of its script. */
  notInScript: '{field}: write this in {language} letters',
  /** Each translated language's name, in the editor's message about its letters. */
  languageNames: { bn: 'Bengali' },
  /** The links between the editor's interface languages, each written in its own language (the page's top corner). */
  interfaceLanguage: 'Language of the editor',
  /** Shown when the editor cannot run. */
  noScript: 'The editor needs JavaScript. Turn it on in this browser and reload the page.',
  failed: 'The editor could not start:',
  /** The link from the editor to its guide for maintainers (out/admin/guide/, docs/editor-guide.<lang>.md), in this language. */
  guide: 'How to use the editor',
  /** The guide's link back to the editor. */
  backToEditor: 'Back to the editor',
  collections: {
    expeditions: {
      label: 'Expeditions',
      singular: 'expedition',
      description: 'One record per expedition: its peak, dates, team, camps, summits, account and sources.',
    },
    peaks: { label: 'Peaks', singular: 'peak', description: 'Every mountain an expedition went to: names, heights and location, each with its source.' },
    people: { label: 'People', singular: 'person', description: 'Everyone the records name. Add a person here before naming them in an expedition.' },
    sources: {
      label: 'Sources',
      singular: 'source',
      description: 'Every newspaper page, journal or website the records cite. Add a source here before citing it.',
    },
    events: { label: 'Events', singular: 'event', description: 'Courses, treks and other events, with their dates and place.' },
    courses: { label: 'Courses', singular: 'course', description: 'The courses the club announces, each with its application form.' },
    site: { label: 'Club and home page', description: 'The club’s details (address, phones, office bearers) and the home page’s pictures and captions.' },
    club: { label: 'The club’s details' },
    home: { label: 'Home page' },
  },
  /** The labels of fields' choices, by field, then value (a member's role and the result take the site's own words, content/<lang>/expedition.ts). */
  choices: {
    evidence: {
      'public-source': 'Public sources report it',
      'spec-only': 'Only the club’s original website reports it',
      'spec-list-only': 'Only a row of the club’s original table names it',
    },
    'sources/kind': { public: 'A public page', 'original-site': 'The club’s original website' },
    publicationKind: {
      club: 'The club itself (its websites, its leader’s reports)',
      member: 'A team member’s own account',
      press: 'Press: a newspaper, news site, news agency or magazine, or a copy of its report',
      journal: 'A mountaineering journal',
      blog: 'A blog, or a personal or travel site',
      authority: 'An authority: a government body, a federation or a mountaineering body',
      reference: 'A reference work: an encyclopedia or a copy of one, a peak database',
      company: 'A company: guides, outfitters, trekking or travel firms',
      other: 'Another publisher, or one that cannot be told',
    },
    'summits/evidence/kind': { certificate: 'A summit certificate', photograph: 'A photograph from the top', 'leaders-report': 'The leader’s report' },
    'point/summit': { main: 'The main summit', subsidiary: 'A subsidiary summit' },
    'events/kind': { course: 'Course', trek: 'Trek', 'press-conference': 'Press conference' },
    'peaks/kind': { peak: 'Peak', glacier: 'Glacier' },
    'otherNames/kind': { name: 'Name', spelling: 'Spelling', survey: 'Survey name', nickname: 'Nickname' },
  },
};
