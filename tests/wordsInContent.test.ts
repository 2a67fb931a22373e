import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralText, findLiteralTextInSource } from '@/scripts/findLiteralText';

/**
 * The site-wide pages and components keep every visible word in content/ (issue 9): a literal
 * sentence, label or aria-label written into one of these files fails here with file and line.
 * Add folders as other areas move their words out (the goal is scripts/findLiteralText.ts's default).
 */
const root = path.resolve(__dirname, '..');
const cleanFolders = [
  'app/about-us',
  'app/contact-us',
  'app/member',
  'app/Upcoming-events',
  'app/UpcomingCourse',
  'app/terms-and-conditions',
  'app/privacy-policy',
  'app/refund-policy',
  'components/AboutClub',
  'components/ActivityList',
  'components/ContactDetails',
  'components/ContactForm',
  'components/CourseBanner',
  'components/CourseForms',
  'components/ErrorNotice',
  'components/EventList',
  'components/LegalArticle',
  'components/LocationMap',
  'components/OfficeBearers',
  'components/PageHeader',
  'components/PhotoTiles',
  'components/ScrollToTop',
  'components/SiteFooter',
  'components/SkipLink',
  'components/StructuredData',
  'lib/contact',
  'lib/og',
];
const cleanFiles = [
  'app/page.tsx',
  'app/layout.tsx',
  'app/not-found.tsx',
  'app/error.tsx',
  'app/global-error.tsx',
  'components/SiteHeader/SiteHeader.tsx',
  'lib/pdf/courseApplicationPdf.ts',
];

describe('words live in content/', () => {
  it('the site-wide pages, components, social cards and the course form hold no literal words', () => {
    const found = [
      ...findLiteralText(root, cleanFolders),
      ...cleanFiles.flatMap((file) => findLiteralTextInSource(readFileSync(path.join(root, file), 'utf8'), file)),
    ].map((item) => `${item.file}:${item.line} [${item.rule}] ${item.text}`);
    expect(found).toEqual([]);
  });

  it('would catch a literal sentence in one of them', () => {
    const found = findLiteralTextInSource('export const X = () => <p>The club is closed.</p>;', 'components/ContactDetails/X.tsx');
    expect(found.map((item) => item.text)).toEqual(['The club is closed.']);
  });
});
