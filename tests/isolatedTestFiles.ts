/**
 * The test files that replace modules (vi.mock), stub the environment or globals, or read a module's
 * state as a fresh import leaves it: each runs in a module graph of its own. Every other file shares
 * its worker's modules with the files before it, so the content is read, validated and built into
 * editions once per worker rather than once per file (an import cost of about 1 s a file, over a
 * hundred files). A new test file that mocks or stubs belongs here: tests/vitestProjects.test.ts
 * fails until it is listed.
 */
export const isolatedTestFiles = [
  'lib/buildScope.test.ts',
  'lib/gallery/expeditionPhotos.test.ts',
  'lib/gallery/firestoreClient.test.ts',
  'lib/gallery/loadGallery.test.ts',
  'lib/gallery/readGallery.test.ts',
  'lib/pdf/courseApplicationPdf.test.ts',
  'scripts/gallery/emulator.test.ts',
  'scripts/gallery/run.test.ts',
  'tests/thirdLanguagePages.test.ts',
];

