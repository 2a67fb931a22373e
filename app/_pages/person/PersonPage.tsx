import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { SlugRoom } from '@/app/_pages/routeFactory';
import { CorrectionNote } from '@/components/club/CorrectionNote';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { people } from '@/lib/archive';
import { edition, type Edition } from '@/lib/edition';
import { personInRecordsIn, type PersonInRecords } from '@/lib/expeditions';
import { BASE_LANG, type Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs } from '@/lib/routes';
import { personJsonLd } from '@/lib/structuredData';
import { PersonClubRoles } from './PersonClubRoles';
import { PersonExpeditions } from './PersonExpeditions';
import { PersonNames } from './PersonNames';
import { PersonNotes } from './PersonNotes';

/** One page per person of the registry (content/people.ts), by id; both editions use the same ids. */
export function personStaticParams() {
  return people.map((person) => ({ slug: person.id }));
}

/** `1990–2025` or `1987` in the edition's digits. */
function yearsOf(ed: Edition, entry: PersonInRecords): string | undefined {
  return entry.years && ed.words.member.years(entry.years.first, entry.years.last);
}

/** A person's page (/member/<id>/): words in content/<lang>/person.ts, the person in content/people.ts, their expeditions counted from the records. */
export function personMetadata(lang: Lang, id: string): Metadata {
  const ed = edition(lang);
  const entry = personInRecordsIn(lang, id);
  if (!entry) return {};
  const say = ed.words.person;
  const years = yearsOf(ed, entry);
  const name = entry.person.name;
  return pageMetadata({
    lang,
    title: say.pageTitle(name),
    description: years ? say.description(name, entry.expeditions.length, years) : say.descriptionWithoutExpeditions(name),
    path: hrefs.person(BASE_LANG, id),
  });
}

export function PersonPage({ lang, slug }: { lang: Lang; slug: string }) {
  const ed = edition(lang);
  const entry = personInRecordsIn(lang, slug);
  if (!entry) notFound();
  const say = ed.words.person;
  const { person } = entry;
  const years = yearsOf(ed, entry);

  return (
    <>
      <JsonLdScript data={personJsonLd(lang, entry)} />
      <PageHeader
        ed={ed}
        title={person.name}
        trail={[{ label: ed.words.member.title, href: hrefs.page(lang, 'member') }, { label: person.name }]}
        lead={years ? say.lead(entry.expeditions.length, years) : say.leadWithoutExpeditions}
      />
      <div className="container-page max-w-5xl space-y-12 py-10 sm:py-14" data-person-page={person.id}>
        <PersonClubRoles ed={ed} entry={entry} />
        {entry.expeditions.length > 0 && <PersonExpeditions ed={ed} entry={entry} />}
        <PersonNames ed={ed} person={person} />
        <PersonNotes ed={ed} person={person} />
        <CorrectionNote
          ed={ed}
          id="correction-heading"
          heading={say.correctionHeading}
          before={say.correctionBefore}
          link={say.correctionLink}
          after={say.correctionAfter}
        />
        <p>
          <Link href={hrefs.page(lang, 'member')} className="link">
            {say.allPeopleLink}
          </Link>
        </p>
      </div>
    </>
  );
}

export const personRoom: SlugRoom = { metadata: personMetadata, Page: PersonPage };
