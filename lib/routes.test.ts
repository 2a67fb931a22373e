import { describe, expect, it } from 'vitest';
import { isBaseLocale, langs, locales, pathIn } from '@/lib/i18n/lang';
import { artworkVariants, editionFile, fileNameOf, hrefs, ogCardKey, reservedSegments, routes } from './routes';

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

  it('names an edition’s copy of a generated file: the base edition’s address unchanged, another’s with its prefix before the extension', () => {
    expect(editionFile(locales.en, hrefs.reportPdf('Everest-2010'))).toBe('/pdf/expeditions/Everest-2010.pdf');
    expect(editionFile(locales.bn, hrefs.reportPdf('Everest-2010'))).toBe('/pdf/expeditions/Everest-2010.bn.pdf');
    expect(editionFile(locales.bn, hrefs.courseForm('adventure-course-7'))).toBe('/forms/adventure-course-7.bn.pdf');
    expect(fileNameOf(editionFile(locales.bn, hrefs.reportPdf('x')))).toBe('x.bn.pdf');
    expect(() => editionFile(locales.bn, '/pdf/expeditions/')).toThrow('is not the address of a file');
    // Every edition's copy is a file of its own.
    expect(new Set(langs.map((lang) => editionFile(locales[lang], hrefs.reportPdf('x')))).size).toBe(langs.length);
  });

  it('names each edition’s social card by its page’s path in that edition', () => {
    expect(hrefs.ogCard(pathIn('bn', routes.home))).toBe('/og/bn.png');
    expect(hrefs.ogCard(pathIn('bn', hrefs.report('Everest-2010')))).toBe('/og/bn_Everest-2010.png');
    expect(hrefs.ogCard(pathIn('bn', hrefs.person('rumpa-das')))).toBe('/og/bn_member_rumpa-das.png');
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
