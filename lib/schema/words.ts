import { z } from 'zod';

/**
 * The page and interface words of one area (`content/en/<area>.ts`): any nesting of objects and
 * arrays whose leaves are non-empty strings, or functions for words around a value
 * (`(count: number) => \`${count} expeditions\``). The English file defines the shape; another
 * language's file must have the same shape (its type is `typeof` the English one).
 */
export type Words = { readonly [key: string]: WordsValue };
type WordsValue = string | ((...values: never[]) => string) | readonly WordsValue[] | Words;

const leafText = z
  .string()
  .min(1, { message: 'must not be empty' })
  .refine((value) => value.trim() === value, { message: 'must not start or end with a space' })
  .refine((value) => !/\b(undefined|null|NaN|TODO|lorem ipsum)\b/i.test(value), {
    message: 'must not contain undefined, null, NaN, TODO or filler text',
  });

const wordsValue: z.ZodType<WordsValue> = z.lazy(() =>
  z.union([leafText, z.custom<(...values: never[]) => string>((value) => typeof value === 'function'), z.array(wordsValue), wordsSchema]),
);

export const wordsSchema: z.ZodType<Words> = z.lazy(() => z.record(z.string(), wordsValue));
