import type { Room } from '@/app/_pages/routeFactory';
import { LocationMap } from '@/components/club/LocationMap';
import { ContactForm } from '@/components/forms/ContactForm';
import { contactFormProps, correctionFormWords } from '@/components/forms/contactFormProps';
import { PageHeader } from '@/components/site/PageHeader';
import { Section } from '@/components/site/Section';
import { publishedEmail } from '@/lib/contact/publicContact';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { ContactDetails } from './ContactDetails';

/** The contact page (/contact-us/): words in content/<lang>/contact.ts, details in content/club.yml. */
export function ContactPage({ ed }: { ed: Edition }) {
  const say = ed.words.contact.page;
  const email = publishedEmail(ed.club);
  return (
    <>
      <PageHeader ed={ed} title={say.title} trail={[{ label: say.title }]} lead={say.lead} />
      <Section id="contact-details" heading={say.detailsHeading} size="page" className="container-page py-12">
        <div className="card mt-6 p-6">
          <ContactDetails ed={ed} />
        </div>
      </Section>
      <section id="contact-form" aria-labelledby="contact-form-heading" className="scroll-mt-24 bg-white py-12">
        <div className="container-page grid gap-8 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="contact-form-heading" className="text-3xl font-semibold">
              {say.formHeading}
            </h2>
            <p className="mt-3 max-w-prose text-lg text-slate-700">{email ? say.formIntro : say.formIntroUnpublished}</p>
          </div>
          <ContactForm {...contactFormProps(ed)} correction={correctionFormWords(ed)} />
        </div>
      </section>
      <div className="container-page py-12">
        <LocationMap ed={ed} />
      </div>
    </>
  );
}

export const contactRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.contact.page.title, description: ed.words.contact.page.description, path: routes.contact }),
  Page: ContactPage,
};
