import { z } from 'zod';
import { archiveIdSchema } from './peak';
import { reference } from './reference';
import { sourceRefSchema } from './source';
import { text, type FolderOverlay } from './text';

/**
 * One person the club's records name (`content/people/<id>.en.yml`, one file per person): the registry behind the archive's
 * member pages. It holds who a person is and how sources spell them, never their expeditions: the
 * expedition records are the one source of those, and a person's page is computed from them.
 */

/** A string that is a fact, never translated: a spelling as a source writes it. */
const factText = z.string().trim().min(1, 'must not be empty');

/** A BCP 47 language tag (`bn` for a Bengali newspaper's spelling). */
const languageTag = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as bn');

/** Another way a source writes the name, with that source. */
export const PersonVariantSchema = z.object({
  name: factText,
  /** The language and script of the spelling when it is not English (`bn`: a Bengali newspaper). */
  lang: languageTag.optional(),
  /**
   * A misprint in the source (Debabrata for Debasish): kept so a search finds the page, but the
   * club details may not name the person by it.
   */
  slip: z.literal(true).optional(),
  source: sourceRefSchema,
});

/** A short fact about the person, written for this site, with its sources. */
export const PersonNoteSchema = z.object({
  text: text(),
  sources: z.array(sourceRefSchema).min(1, 'name the sources of this note'),
});

export const PersonSchema = z.object({
  id: archiveIdSchema,
  /**
   * How the site writes the name (the club's own records' spelling); each other language writes it
   * in its overlay (in Bengali as a Bengali source spells the person where one does). Every page
   * and every record's prose spells the person so.
   */
  name: text(),
  variants: z.array(PersonVariantSchema).default([]),
  /**
   * Other registry entries that may be the same person, though no source says so: they stay
   * apart, and a page can say so. Each pair is listed from both sides.
   */
  possiblySameAs: z.array(reference('people', archiveIdSchema)).default([]),
  notes: z.array(PersonNoteSchema).default([]),
});

/** Every name a person answers to: the name and every variant that is not a misprint (each leads to one person only). */
export function namesOfPerson(person: Pick<z.output<typeof PersonSchema>, 'name' | 'variants'>): string[] {
  return [person.name, ...person.variants.filter((variant) => !variant.slip).map((variant) => variant.name)];
}

/** The registry: ids unique, every name (any case) leading to one person, `possiblySameAs` known and mutual. */
export const PeopleRegistrySchema = z.array(PersonSchema).superRefine((list, ctx) => {
  const ids = new Map<string, number>();
  const names = new Map<string, string>();
  list.forEach((person, i) => {
    const earlier = ids.get(person.id);
    if (earlier !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `repeats the id of entry ${earlier + 1}` });
    else ids.set(person.id, i);
    for (const name of namesOfPerson(person)) {
      const owner = names.get(name.toLowerCase());
      if (owner !== undefined && owner !== person.id) {
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${name}" already names ${owner}; a name must lead to one person` });
      }
      names.set(name.toLowerCase(), person.id);
    }
  });
  list.forEach((person, i) => {
    person.possiblySameAs.forEach((other, j) => {
      const path = [i, 'possiblySameAs', j];
      const partner = list.find((candidate) => candidate.id === other);
      if (other === person.id) ctx.addIssue({ code: 'custom', path, message: 'a person cannot be listed as possibly themselves' });
      else if (!partner) ctx.addIssue({ code: 'custom', path, message: `"${other}" is not an id in this registry` });
      else if (!partner.possiblySameAs.includes(person.id)) {
        ctx.addIssue({ code: 'custom', path, message: `"${other}" must list "${person.id}" in its possiblySameAs too` });
      }
    });
  });
});

export type Person = z.output<typeof PersonSchema>;
export type PersonInput = z.input<typeof PersonSchema>;

/** Another language's words for the people registry, by id (content/people/<id>.<lang>.yml): the name and the notes only. */
export type PeopleOverlay = FolderOverlay<typeof PersonSchema>;
