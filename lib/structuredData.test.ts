import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClubSchema } from '@/lib/schema/club';
import { baseRecords, siteUrl } from '@/lib/content';
import { editionOf } from '@/lib/edition';
import { expeditionSources, expeditions, expeditionBySlug } from '@/lib/expeditions';
import { peaks, referenceHeightOf } from '@/lib/peaks';
import { dataFiles } from '@/lib/opendata';
import { datasetJsonLd, eventJsonLd, expeditionJsonLd, imageGalleryJsonLd, mountainJsonLd, organizationJsonLd, peakListJsonLd } from './structuredData';

const absoluteUrl = z.url({ protocol: /^https?$/ });
const context = z.literal('https://schema.org');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// The subset of schema.org each page type must carry for search engines to use it.
const OrganizationShape = z.object({
  '@context': context,
  '@type': z.literal('SportsOrganization'),
  name: z.string().min(1),
  url: absoluteUrl,
  foundingDate: z.literal('1986'),
  address: z.object({ '@type': z.literal('PostalAddress'), postalCode: z.literal('741101'), addressLocality: z.literal('Krishnanagar') }),
});
const EventShape = z.object({
  '@context': context,
  '@type': z.literal('Event'),
  name: z.string().min(1),
  startDate: isoDate,
  location: z.object({ '@type': z.literal('Place'), name: z.string().min(1) }),
  organizer: z.object({ '@type': z.literal('SportsOrganization') }),
});
const DatasetShape = z.object({
  '@context': context,
  '@type': z.literal('Dataset'),
  name: z.string().min(1),
  description: z.string().min(1),
  url: absoluteUrl,
  inLanguage: z.literal('en'),
  isAccessibleForFree: z.literal(true),
  creator: z.object({ '@type': z.literal('SportsOrganization'), name: z.string().min(1) }),
  publisher: z.object({ '@type': z.literal('SportsOrganization'), name: z.string().min(1) }),
  distribution: z.array(z.object({ '@type': z.literal('DataDownload'), name: z.string().min(1), encodingFormat: z.string(), contentUrl: absoluteUrl })),
});
const GalleryShape = z.object({
  '@context': context,
  '@type': z.literal('ImageGallery'),
  associatedMedia: z.array(z.object({ '@type': z.literal('ImageObject'), contentUrl: absoluteUrl, name: z.string().min(1) })).min(1),
});
const ReportShape = z.object({
  '@context': context,
  '@type': z.literal('Report'),
  headline: z.string().min(1),
  url: absoluteUrl,
  about: z.union([z.object({ '@type': z.literal('Mountain') }), z.array(z.object({ '@type': z.literal('Mountain') })).min(2)]),
});

const MountainShape = z.object({
  '@context': context,
  '@type': z.enum(['Mountain', 'Landform']),
  name: z.string().min(1),
  url: absoluteUrl,
  alternateName: z.array(z.string().min(1)).min(1).optional(),
  elevation: z.object({ '@type': z.literal('QuantitativeValue'), value: z.number().positive(), unitCode: z.enum(['MTR', 'FOT']) }).strict().optional(),
  geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  containedInPlace: z.object({ '@type': z.literal('Place'), name: z.string().min(1) }).optional(),
  subjectOf: z.array(z.object({ '@type': z.literal('Report'), name: z.string().min(1), url: absoluteUrl })).optional(),
});

const en = editionOf('en');
const bn = editionOf('bn');
const { events } = baseRecords;

describe('structured data', () => {
  it('describes the club as a SportsOrganization founded in 1986, without placeholder contacts', () => {
    const data = organizationJsonLd(en);
    OrganizationShape.parse(data);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
  });

  it('names the founder as each edition writes his name, with his page, never by his registry id', () => {
    const founder = en.club.founder;
    expect(founder).toBeDefined();
    for (const ed of [en, bn]) {
      expect(organizationJsonLd(ed).founder).toEqual({ '@type': 'Person', name: ed.person(founder!).name, url: siteUrl(ed.path(`/member/${founder}/`)) });
    }
    expect(organizationJsonLd(bn).founder).not.toEqual(organizationJsonLd(en).founder);
  });

  it('publishes real contact details once the club fills them in', () => {
    const filled = ClubSchema.parse({
      ...baseRecords.club,
      phones: baseRecords.club.phones.map((phone) => ({ ...phone, placeholder: false })),
      secretary: { email: { address: 'secretary@club.example' } },
    });
    expect(organizationJsonLd({ ...en, club: filled })).toMatchObject({ telephone: '+910000000001', email: 'secretary@club.example' });
  });

  it('gives every dated event an Event and skips undated announcements', () => {
    const dated = events.filter((event) => event.startDate);
    expect(dated.length).toBeGreaterThan(0);
    for (const event of dated) EventShape.parse(eventJsonLd(en, event, '/Upcoming-events/'));
    for (const event of events.filter((e) => !e.startDate)) expect(eventJsonLd(en, event, '/Upcoming-events/')).toBeUndefined();
  });

  it('lists gallery images with absolute URLs', () => {
    GalleryShape.parse(imageGalleryJsonLd(en, [{ title: 'Susunia', img: '/gallery/susunia.svg' }], '/gallery/'));
  });

  it('describes every expedition page as a Report about its mountain(s)', () => {
    for (const expedition of expeditions) ReportShape.parse(expeditionJsonLd(en, expedition));
    const twoPeaks = expeditionJsonLd(en, expeditionBySlug('Thelu-Koteswar-1987')!);
    expect(twoPeaks.about).toHaveLength(2);
    expect(JSON.stringify(expeditions.map((e) => expeditionJsonLd(en, e)))).not.toMatch(/undefined|null|NaN/);
  });

  it('cites the public sources of an expedition page, and never the club’s original website', () => {
    const everest = expeditionJsonLd(en, expeditionBySlug('Everest-2010')!) as { citation?: { url: string }[]; abstract?: string };
    expect(everest.citation?.map((c) => c.url)).toEqual(expeditionSources(en, expeditionBySlug('Everest-2010')!).public.map((s) => s.url));
    expect(everest.abstract).toContain('Climbed');
    const sparse = expeditionJsonLd(en, expeditionBySlug('Setaglacier-1992')!) as { citation?: unknown; abstract?: unknown };
    expect(sparse.citation).toBeUndefined();
    expect(sparse.abstract).toBeUndefined();
  });

  it('describes every peak as a Mountain (the glacier as a Landform) with the height its records use, in metres', () => {
    for (const ed of [en, bn]) {
      for (const { id, name } of peaks) {
        const peak = ed.peak(id);
        const data = MountainShape.parse(mountainJsonLd(ed, peak, { englishName: name, region: 'Nepal', reports: [{ name: 'X', slug: 'Everest-2010' }] }));
        expect(data['@type']).toBe(peak.kind === 'glacier' ? 'Landform' : 'Mountain');
        const reference = referenceHeightOf(peak);
        if (reference?.m !== undefined) expect(data.elevation).toEqual({ '@type': 'QuantitativeValue', value: reference.m, unitCode: 'MTR' });
        if (!reference) expect(data.elevation).toBeUndefined();
        expect(data.geo !== undefined, id).toBe(peak.coordinates !== undefined);
      }
    }
    const everest = mountainJsonLd(bn, bn.peak('everest'), { englishName: 'Everest', region: 'নেপাল', reports: [] });
    expect(everest).toMatchObject({ name: 'এভারেস্ট', url: siteUrl('/bn/peaks/everest/'), geo: { latitude: 27.98806, longitude: 86.92528 } });
    expect(everest.alternateName).toEqual(expect.arrayContaining(['Everest', 'Sagarmatha', 'Peak XV']));
  });

  it('gives a peak’s ids in other databases: their pages of the peak as sameAs where they have one, every id as an identifier', () => {
    const withIds = { ...en.peak('everest'), identifiers: { wikidata: { id: 'Q1', source: 'https://a.example/' }, himalayanDatabase: { id: 'ABCD', source: 'https://a.example/' } } };
    const data = mountainJsonLd(en, withIds, { englishName: 'Everest', reports: [] });
    expect(data.sameAs).toEqual(['https://www.wikidata.org/wiki/Q1']);
    expect(data.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'Wikidata', value: 'Q1' },
      { '@type': 'PropertyValue', propertyID: 'Himalayan Database', value: 'ABCD' },
    ]);
    const without = mountainJsonLd(en, { ...withIds, identifiers: undefined }, { englishName: 'Everest', reports: [] });
    expect(Object.keys(without)).not.toContain('sameAs');
    expect(Object.keys(without)).not.toContain('identifier');
  });

  it('lists the peaks index as an ItemList in its order, positions from 1', () => {
    const list = peakListJsonLd(en, 'Peaks', [{ id: 'nun', name: 'Nun' }, { id: 'everest', name: 'Everest' }]) as unknown as { itemListElement: { position: number; url: string }[] };
    expect(list.itemListElement.map((item) => [item.position, item.url])).toEqual([
      [1, siteUrl('/peaks/nun/')],
      [2, siteUrl('/peaks/everest/')],
    ]);
  });

  it('links each mountain a report is about to its peak page', () => {
    const twoPeaks = expeditionJsonLd(en, expeditionBySlug('Thelu-Koteswar-1987')!) as unknown as { about: { url: string }[] };
    expect(twoPeaks.about.map((mountain) => mountain.url)).toEqual([siteUrl('/peaks/thelu/'), siteUrl('/peaks/koteswar/')]);
  });

  it('describes the open data as a free Dataset by the club, with a download for every published file and no licence', () => {
    const published = dataFiles().map((file) => file.href);
    for (const ed of [en, bn]) {
      const dataset = DatasetShape.parse(datasetJsonLd(ed));
      expect(dataset.distribution.map((download) => new URL(download.contentUrl).pathname).sort()).toEqual([...published].sort());
      for (const download of dataset.distribution) expect(download.encodingFormat).toBe(download.contentUrl.endsWith('.csv') ? 'text/csv' : 'application/json');
      expect(Object.keys(datasetJsonLd(ed)).filter((key) => /licen[cs]e/i.test(key))).toEqual([]);
      expect(dataset.description.length).toBeGreaterThanOrEqual(50);
    }
  });
});
