/**
 * Words with values in them, for client islands: a word file writes such words as templates with
 * `{name}` placeholders (`'{total} photos'`), and plural words as `{ one, other }`. Pure and tiny,
 * so islands fill them in the browser; pages fill them on the server with the same functions.
 */

/** A word in its plural forms, chosen by Intl.PluralRules (English and Bengali use `one` and `other`). */
export interface PluralForms {
  one: string;
  other: string;
}

/** `fill('{total} photos', { total: '38' })` → `38 photos`. A placeholder without a value is a mistake, and throws. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fill: no value for {${name}} in "${template}"`);
    return value;
  });
}

/** The placeholders a template names, e.g. `['matches', 'total', 'query']`. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The form of `forms` that goes with `count`, by the language's plural rules. */
export function pluralOf(forms: PluralForms, count: number, rules: Intl.PluralRules): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
