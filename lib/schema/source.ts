import { z } from 'zod';
import { kebabSlugSchema } from './calendarDate';
import { reference } from './reference';
import { text, type FolderOverlay } from './text';

/**
 * The public sources behind the expedition records (`content/sources/`, one file each): one per address,
 * with the publication, a short description written for this site and the language when it is not
 * English. Expeditions cite sources by address; an address missing from the registry fails the build.
 */

/** The original site's description of the club (its table, notes and figures): not a public address. */
export const ORIGINAL_SITE_KEY = 'spec:original-site';

/** How an expedition names a source: a registered http(s) address, or the original site's key. */
export const sourceKeySchema = z
  .string()
  .regex(/^(https?:\/\/\S+|spec:original-site)$/, `must be an http(s) address registered in content/sources/, or "${ORIGINAL_SITE_KEY}"`);

/** A field that cites a source of the registry (by its address). */
export const sourceRefSchema = reference('sources', sourceKeySchema);

const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const sourceKinds = [
  /** A page anyone can open: newspapers, journals, blogs, document archives. Linked. */
  'public',
  /** The club's own original website (its pages, or the description of it we work from). Never linked. */
  'original-site',
] as const;

/**
 * What kind of publication a source is, by who publishes it: the claims ledger (lib/claims) reads
 * a summit's standing from the kinds of the sources that speak of it.
 */
export const publicationKinds = [
  /** The club's own publications: its websites, its leader's reports. */
  'club',
  /** A team member's own account of an expedition. */
  'member',
  /** Newspapers, news sites, news agencies and magazines, and copies of their reports. */
  'press',
  /** Mountaineering journals (the American Alpine Journal, the Himalayan Journal). */
  'journal',
  /** Blogs and personal or travel sites. */
  'blog',
  /** Government bodies, federations and mountaineering bodies (the Indian Mountaineering Foundation, Nepal's tourism board). */
  'authority',
  /** Encyclopedias and their copies, peak databases, reference and question-and-answer pages. */
  'reference',
  /** Companies' pages: guides, outfitters, trekking and travel firms, map sellers. */
  'company',
  /** A page whose publisher is none of these, or cannot be told. */
  'other',
] as const;
export type PublicationKind = (typeof publicationKinds)[number];

export const SourceSchema = z
  .object({
    /** The record's own name (its file, content/sources/<id>.en.yml); records cite a source by its address. */
    id: kebabSlugSchema,
    url: sourceKeySchema,
    kind: z.enum(sourceKinds),
    /** Who publishes it (publicationKinds): the club, a member, the press, a journal, a blog, an authority… */
    publicationKind: z.enum(publicationKinds),
    /** The publication or site, e.g. "The Telegraph", "American Alpine Journal": its own title, in each language's usual form. */
    publication: text(nonEmpty, { title: true }),
    /** What the source is, in this site's own words (never the source's headline copied). */
    description: text(nonEmpty),
    /** The language of the source when it is not English, e.g. "Bengali", in English: code counts sources by it, pages word it. */
    language: nonEmpty.optional(),
  })
  .superRefine((source, ctx) => {
    if (source.kind === 'public' && !/^https?:\/\//.test(source.url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'a public source needs an http(s) address' });
    }
    if (source.kind === 'original-site' && source.publicationKind !== 'club') {
      ctx.addIssue({ code: 'custom', path: ['publicationKind'], message: 'the club\'s original website is published by the club: "club"' });
    }
    if (source.language?.toLowerCase() === 'english') {
      ctx.addIssue({ code: 'custom', path: ['language'], message: 'leave the language out for English sources' });
    }
  });

export const SourceRegistrySchema = z.array(SourceSchema).superRefine((list, ctx) => {
  const seen = new Map<string, number>();
  list.forEach((source, i) => {
    const earlier = seen.get(source.url);
    if (earlier !== undefined) {
      ctx.addIssue({ code: 'custom', path: [i, 'url'], message: `repeats the address of ${list[earlier]!.id} (${source.url}); one source, one record` });
    } else {
      seen.set(source.url, i);
    }
  });
});

export type Source = z.output<typeof SourceSchema>;
export type SourceInput = z.input<typeof SourceSchema>;
/** Another language's words for the source registry, by id (content/sources/<id>.<lang>.yml). */
export type SourcesOverlay = FolderOverlay<typeof SourceSchema>;
