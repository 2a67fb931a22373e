import { describe, expect, it } from 'vitest';
import { findLiteralTextInSource } from './findLiteralText';

const rulesOf = (source: string) => findLiteralTextInSource(source, 'Fixture.tsx').map((item) => `${item.rule}: ${item.text}`);

describe('findLiteralText', () => {
  it('finds words between tags, in prose props, prose fields, JSX children and sentences', () => {
    const source = `
      const options = [{ value: 'all', label: 'All results' }];
      const heading = 'Where the facts come from';
      export function Card({ open }: { open: boolean }) {
        return (
          <section aria-label="Sources of this page" className="mt-4 text-sm">
            <h2>Sources</h2>
            <img alt="A climber" src="/a.svg" />
            <p>{open ? 'Close the panel' : 'Open'}</p>
            <Child closeLabel="Close" />
          </section>
        );
      }`;
    expect(rulesOf(source)).toEqual([
      'prose-field: label: All results',
      'sentence: Where the facts come from',
      'prose-prop: aria-label="Sources of this page"',
      'jsx-text: Sources',
      'prose-prop: alt="A climber"',
      'jsx-child-string: Close the panel',
      'jsx-child-string: Open',
      'prose-prop: closeLabel="Close"',
    ]);
  });

  it('leaves code alone: classes, imports, directives, errors, logs, ids and punctuation', () => {
    const source = `'use client';
      import { Thing } from 'Some Module';
      type Kind = 'Plain Text';
      export function Card({ items }: { items: string[] }) {
        if (items.length > 99) throw new Error('Too many items for one card');
        console.warn('Something odd happened');
        const tone = 'bg-navy-900 text-white';
        const colours = { title: '#ffffff', caption: '#F5B942' };
        return <ul id="card-list" className="Grid Gap" data-kind="All results">{items.map((item) => <li key={item}>{item} · </li>)}</ul>;
      }`;
    expect(rulesOf(source)).toEqual([]);
  });

  it('leaves checks, their maintainers’ messages, compared values, enum values and tokens alone', () => {
    const source = `
      import { z } from 'zod';
      export const results = ['Climbed', 'Climbed Rubal Kang'] as const;
      const schema = z.object({
        result: z.enum(results),
        pin: z.string().regex(/^\\d{6}$/, 'Must be a six-digit PIN code'),
        name: z.string().min(1, { message: 'Must not be empty' }),
      }).superRefine((value, ctx) => ctx.addIssue({ code: 'custom', message: 'Needs a start date as well' }));
      class ContentProblem extends Error {
        constructor(file: string) { super(\`Invalid content in \${file}\`); }
      }
      export function kind(result: string) {
        if (result === 'Climbed Rubal Kang') return 1;
        switch (result) { case 'Unsuccessful attempt': return 2; }
        return result.startsWith('Unsuccessful (Crossed') ? 3 : 4;
      }
      const lines = ['BEGIN:VCALENDAR', 'Content-Type', 'Expedition-Short-Note'];
      const routes = { shortNote: '/Expedition-Short-Note/' };`;
    expect(rulesOf(source)).toEqual([]);
  });

  it('still finds words in a list that is not an enum, and in an object that is not a check', () => {
    const source = `
      export const menu = ['Open the menu', 'Close it'] as const;
      export const notice = { message: 'Thank you for writing' };
      export const line = 'Loading chunk 42 failed';`;
    expect(rulesOf(source)).toEqual(['sentence: Open the menu', 'sentence: Close it', 'prose-field: message: Thank you for writing', 'sentence: Loading chunk 42 failed']);
  });

  it('reports file and line', () => {
    const [found] = findLiteralTextInSource('\n\nconst x = <p>Hello there</p>;', 'components/X/X.tsx');
    expect(found).toMatchObject({ file: 'components/X/X.tsx', line: 3, rule: 'jsx-text', text: 'Hello there' });
  });
});
