/**
 * The records e2e/editor.spec.ts adds through the club's editor (a source, a peak, a person and the
 * expedition that names them with two members from the registry), as the data files the editor writes:
 * each file under content/ with what it holds. That test checks the editor writes exactly these;
 * the fixture build (build-large-gallery.ts) publishes the same files with the site, and
 * e2e/added-expedition.spec.ts finds the expedition everywhere a new expedition must appear.
 */
export const ADDED_EXPEDITION = {
  slug: 'test-peak-2026',
  year: 2026,
  peak: { id: 'test-peak', name: { en: 'Test Peak', bn: 'পরীক্ষা শৃঙ্গ' } },
  person: { id: 'test-climber', name: { en: 'Test Climber', bn: 'পরীক্ষা আরোহী' } },
  /** Members already in the registry (content/people/), picked in the editor's list. */
  registryPeople: [
    { id: 'rumpa-das', name: 'Rumpa Das' },
    { id: 'basanta-singha-roy', name: 'Basanta Singha Roy' },
  ],
  source: { url: 'https://example.org/test-report', publication: 'Test Weekly' },
  narrative: { en: 'In 2026 a test team went to Test Peak.', bn: '২০২৬ সালে একটি পরীক্ষা দল পরীক্ষা শৃঙ্গে গিয়েছিল।' },
} as const;

const { slug, year, peak, person, registryPeople, source, narrative } = ADDED_EXPEDITION;

/** Each file the editor writes (its path under content/), with its data as the build reads it. */
export const editorAddedFiles: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'sources/test-report.en.yml': { id: 'test-report', url: source.url, kind: 'public', publicationKind: 'press', publication: source.publication, description: 'A report made up for this test.' },
  'sources/test-report.bn.yml': { publication: 'পরীক্ষা সাপ্তাহিক', description: 'এই পরীক্ষার জন্য বানানো একটি প্রতিবেদন।' },
  'peaks/test-peak.en.yml': { id: peak.id, name: peak.name.en, heights: [{ m: 6012, reference: true, source: source.url }] },
  'peaks/test-peak.bn.yml': { name: peak.name.bn },
  'people/test-climber.en.yml': { id: person.id, name: person.name.en },
  'people/test-climber.bn.yml': { name: person.name.bn },
  'expeditions/test-peak-2026.en.yml': {
    slug,
    inOriginalTable: false,
    serial: 41,
    peak: peak.id,
    year,
    members: [{ person: person.id, role: 'leader' }, ...registryPeople.map(({ id }) => ({ person: id }))],
    narrative: [narrative.en],
    evidence: 'public-source',
    sources: [source.url],
  },
  // The translation holds only words, its team in the English order under each member's key.
  'expeditions/test-peak-2026.bn.yml': { members: [person.id, ...registryPeople.map(({ id }) => id)].map((id) => ({ person: id })), narrative: [narrative.bn] },
};
