import { describe, expect, it } from 'vitest';
import { fill, placeholdersOf, pluralOf } from './fill';

describe('fill', () => {
  it('puts each value in its placeholder, once, without reading placeholders inside the values', () => {
    expect(fill('{matches} of {total} photos match “{query}”', { matches: '2', total: '38', query: '{total}' })).toBe('2 of 38 photos match “{total}”');
    expect(fill('No placeholder', {})).toBe('No placeholder');
  });

  it('throws on a placeholder without a value, naming it', () => {
    expect(() => fill('{alt}: enlarge', {})).toThrow(/\{alt\}/);
  });

  it('lists a template’s placeholders', () => {
    expect(placeholdersOf('{matches} of {total} photos match “{query}”')).toEqual(['matches', 'total', 'query']);
  });

  it('chooses the plural form by the language’s rules', () => {
    const forms = { one: 'one problem', other: 'problems' };
    expect(pluralOf(forms, 1, new Intl.PluralRules('en'))).toBe('one problem');
    expect(pluralOf(forms, 4, new Intl.PluralRules('en'))).toBe('problems');
    expect(pluralOf(forms, 0, new Intl.PluralRules('en'))).toBe('problems');
  });
});
