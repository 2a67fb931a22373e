import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/SiteLink';
import { notFound } from 'next/navigation';
import type { SlugRoom } from '@/app/_pages/routeFactory';
import { CorrectionNote } from '@/components/club/CorrectionNote';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { inBuildScope } from '@/lib/buildScope';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { people, personById, type PersonInRecords } from '@/lib/people';
import { hrefs, routes } from '@/lib/routes';
import { personJsonLd } from '@/lib/structuredData';
import { PersonClubRoles } from './PersonClubRoles';
import { PersonExpeditions } from './PersonExpeditions';
import { PersonNames } from './PersonNames';
import { PersonNotes } from './PersonNotes';

/** One page per person of the registry (content/people/), by id; both editions use the same ids. */
export function personStaticParams() {
  return inBuildScope(people, (person) => hrefs.person(person.id)).map((person) => ({ slug: person.id }));
}

/** `1990–2025` or `1987` in the edition's digits. */
function yearsOf(ed: Edition, entry: PersonInRecords): string | undefined {
  return entry.years && ed.words.member.years(entry.years.first, entry.years.last);
}

/** A person's page (/member/<id>/): words in content/<lang>/person.ts, the person in content/people/<id>.en.yml, their expeditions counted from the records. */
export function personMetadata(ed: Edition, id: string): Metadata {
  if (!personById(id)) return {};
  const entry = ed.personInRecords(id);
  const say = ed.words.person;
  const years = yearsOf(ed, entry);
  const name = entry.person.name;
  return pageMetadata(ed, {
    title: say.pageTitle(name),
    description: years ? say.description(name, entry.expeditions.length, years) : say.descriptionWithoutExpeditions(name),
    path: hrefs.person(id),
    data: hrefs.recordData('person', id),
  });
}

export function PersonPage({ ed, slug }: { ed: Edition; slug: string }) {
  // The id comes from the URL: only the registry's ids have a page. The English entry's name is
  // the glossary's key to the person's name in every language (their JSON-LD names them all).
  const english = personById(slug);
  if (!english) notFound();
  const entry = ed.personInRecords(slug);
  const say = ed.words.person;
  const { person } = entry;
  const years = yearsOf(ed, entry);

  return (
    <>
      <JsonLdScript data={personJsonLd(ed, entry, english.name)} />
      <PageHeader
        ed={ed}
        title={person.name}
        trail={[{ label: ed.words.member.title, href: ed.path(routes.member) }, { label: person.name }]}
        lead={years ? say.lead(entry.expeditions.length, years) : say.leadWithoutExpeditions}
      />
      <div className="container-page space-y-12 py-10 sm:py-14" data-person-page={person.id}>
        <PersonClubRoles ed={ed} entry={entry} />
        {entry.expeditions.length > 0 && <PersonExpeditions ed={ed} entry={entry} />}
        <PersonNames ed={ed} person={person} />
        <PersonNotes ed={ed} person={person} />
        <CorrectionNote
          ed={ed}
          id="correction"
          record={{ kind: 'person', key: person.id, name: person.name, path: hrefs.person(person.id) }}
          intro={ed.words.correction.intro.person(person.name)}
        />
        <p>
          <SiteLink href={ed.path(routes.member)} className="link">
            {say.allPeopleLink}
          </SiteLink>
        </p>
      </div>
    </>
  );
}

export const personRoom: SlugRoom = { metadata: personMetadata, Page: PersonPage };
