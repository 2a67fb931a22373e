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
        return <ul id="card-list" className="Grid Gap" data-kind="All results">{items.map((item) => <li key={item}>{item} · </li>)}</ul>;
      }`;
    expect(rulesOf(source)).toEqual([]);
  });

  it('reports file and line', () => {
    const [found] = findLiteralTextInSource('\n\nconst x = <p>Hello there</p>;', 'components/X/X.tsx');
    expect(found).toMatchObject({ file: 'components/X/X.tsx', line: 3, rule: 'jsx-text', text: 'Hello there' });
  });
});
