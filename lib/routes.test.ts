import { describe, expect, it } from 'vitest';
import { isBaseLocale, langs, locales, pathIn } from '@/lib/i18n/lang';
import { artworkVariants, fileNameOf, hrefs, ogCardKey, reservedSegments, routes } from './routes';

describe('hrefs', () => {
  it('builds the English address of a report, a person and a peak, which an edition puts under its prefix', () => {
    expect(hrefs.report('mansalu-2022')).toBe('/mansalu-2022/');
    expect(pathIn('bn', hrefs.report('mansalu-2022'))).toBe('/bn/mansalu-2022/');
    expect(hrefs.person('rumpa-das')).toBe('/member/rumpa-das/');
    expect(pathIn('bn', hrefs.person('rumpa-das'))).toBe('/bn/member/rumpa-das/');
    expect(hrefs.peak('saser-kangri-iv')).toBe('/peaks/saser-kangri-iv/');
    expect(pathIn('bn', routes.gallery)).toBe('/bn/gallery/');
    expect(pathIn('bn', routes.home)).toBe('/bn/');
  });

  it('builds the generated files’ addresses from the slug', () => {
    expect(hrefs.reportPdf('mansalu-2022')).toBe('/pdf/expeditions/mansalu-2022.pdf');
    expect(hrefs.artwork('mansalu-2022', true)).toBe('/artwork/expeditions/mansalu-2022.svg');
    expect(hrefs.artwork('mansalu-2022', false)).toBe('/artwork/expeditions/mansalu-2022.unlabelled.svg');
    expect(hrefs.courseForm('rock-climbing-course-40')).toBe('/forms/rock-climbing-course-40.pdf');
    expect(hrefs.eventIcs('sandakphu-trek-2024')).toBe('/events/sandakphu-trek-2024.ics');
    expect(hrefs.ogCard('/')).toBe('/og/home.png');
    expect(hrefs.ogCard('/Everest-2010/')).toBe('/og/Everest-2010.png');
    expect(hrefs.data('expeditions', 'csv')).toBe('/data/expeditions.csv');
    expect(hrefs.data('datapackage', 'json')).toBe('/data/datapackage.json');
  });

  it('gives every edition an artwork variant the route handler writes', () => {
    const written = artworkVariants.map((labelled) => hrefs.artwork('x', labelled));
    expect(new Set(written).size).toBe(artworkVariants.length);
    for (const lang of langs) expect(written, lang).toContain(hrefs.artwork('x', isBaseLocale(locales[lang])));
  });
});

describe('fileNameOf and ogCardKey', () => {
  it('takes the last segment of a file’s address, and refuses a folder or an anchor', () => {
    expect(fileNameOf(hrefs.reportPdf('Everest-2010'))).toBe('Everest-2010.pdf');
    expect(() => fileNameOf('/og/')).toThrow('is not the address of a file');
    expect(() => fileNameOf(hrefs.eventEntry('x'))).toThrow('is not the address of a file');
  });

  it('keys a social card by its page path', () => {
    expect(ogCardKey('/gallery/')).toBe('gallery');
    expect(ogCardKey('/')).toBe('home');
    expect(ogCardKey(hrefs.person('rumpa-das'))).toBe('member_rumpa-das');
    expect(fileNameOf(hrefs.ogCard(hrefs.person('rumpa-das')))).toBe('member_rumpa-das.png');
    expect(ogCardKey(hrefs.peak('everest'))).toBe('peaks_everest');
    expect(fileNameOf(hrefs.ogCard(hrefs.peak('everest')))).toBe('peaks_everest.png');
  });
});

describe('reservedSegments', () => {
  it('holds the first segment of every page and generated-file folder', () => {
    for (const path of Object.values(routes)) expect(reservedSegments).toContain(path.split('/')[1]);
    for (const href of [hrefs.reportPdf('x'), hrefs.artwork('x', true), hrefs.courseForm('x'), hrefs.eventIcs('x'), hrefs.ogCard('/x/'), hrefs.data('x', 'csv'), hrefs.searchScript()]) {
      expect(reservedSegments).toContain(href.split('/')[1]);
    }
    expect(reservedSegments).toEqual(expect.arrayContaining(['bn', '_next', '404']));
  });
});
