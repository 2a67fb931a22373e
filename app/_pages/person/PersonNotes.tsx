import { Fragment } from 'react';
import { Section } from '@/components/site/Section';
import { SourceLink } from '@/components/site/SourceLink';
import type { Edition } from '@/lib/edition';
import type { Person } from '@/lib/schema/person';

/** The registry's notes on the person, in the edition's language, each with its sources. */
export function PersonNotes({ ed, person }: { ed: Edition; person: Person }) {
  const say = ed.words.person;
  if (person.notes.length === 0) return null;
  return (
    <Section id="notes" heading={say.notesHeading}>
      <ul className="mt-3 max-w-prose space-y-4 text-slate-800">
        {person.notes.map((note) => (
          <li key={note.text}>
            <p>{note.text}</p>
            <p className="mt-1 text-sm text-slate-600">
              {note.sources.length === 1 ? say.sourceLabel : say.sourcesLabel}{' '}
              {note.sources.map((key, i) => (
                <Fragment key={key}>
                  {i > 0 && ', '}
                  <SourceLink source={ed.source(key)} newTab={ed.words.common.opensInNewTab} />
                </Fragment>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
