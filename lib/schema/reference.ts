import type { z } from 'zod';

/**
 * Fields that name another record by its key: a person of content/people/, a peak of
 * content/peaks/, a source of content/sources/ (by its address), a course or an expedition. The
 * mark tells the club's editor to offer a choice from that registry instead of a box to type an id
 * in (lib/editor/fields.ts); the build still checks every reference resolves.
 */
export const referenceKinds = ['people', 'peaks', 'sources', 'courses', 'expeditions'] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

// On globalThis for the reason given in lib/schema/text.ts (one set of marks however often loaded).
const registryKey = Symbol.for('mak.content.references');
const holder = globalThis as typeof globalThis & { [registryKey]?: WeakMap<z.ZodType, ReferenceKind> };
const references: WeakMap<z.ZodType, ReferenceKind> = (holder[registryKey] ??= new WeakMap());

/** A copy of `schema` marked as naming a record of `kind` (a copy, so the shared schema stays unmarked). */
export function reference<S extends z.ZodType<string>>(kind: ReferenceKind, schema: S): S {
  const copy = schema.clone() as S;
  references.set(copy, kind);
  return copy;
}

/** The registry a field's value names, if it names one. */
export function referenceOf(schema: z.ZodType): ReferenceKind | undefined {
  return references.get(schema);
}
