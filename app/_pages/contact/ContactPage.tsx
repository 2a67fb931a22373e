import type { Room } from '@/app/_pages/routeFactory';
import { LocationMap } from '@/components/club/LocationMap';
import { ContactForm } from '@/components/forms/ContactForm';
import { contactFormProps } from '@/components/forms/contactFormProps';
import { PageHeader } from '@/components/site/PageHeader';
import { publishedEmail } from '@/lib/contact/publicContact';
import { edition } from '@/lib/edition';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { ContactDetails } from './ContactDetails';

/** The contact page (/contact-us/): words in content/<lang>/contact.ts, details in content/club.ts. */
export function contactMetadata(lang: Lang) {
  const say = edition(lang).words.contact.page;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.contact });
}

export function ContactPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
  const say = ed.words.contact.page;
  const email = publishedEmail(ed.club);
  return (
    <>
      <PageHeader ed={ed} title={say.title} trail={[{ label: say.title }]} lead={say.lead} />
      <section aria-labelledby="contact-details" className="container-page py-12">
        <h2 id="contact-details" className="text-3xl font-semibold">
          {say.detailsHeading}
        </h2>
        <div className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10">
          <ContactDetails ed={ed} />
        </div>
      </section>
      <section id="contact-form" aria-labelledby="contact-form-heading" className="scroll-mt-24 bg-white py-12">
        <div className="container-page grid gap-8 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="contact-form-heading" className="text-3xl font-semibold">
              {say.formHeading}
            </h2>
            <p className="mt-3 max-w-prose text-lg text-slate-700">{email ? say.formIntro : say.formIntroUnpublished}</p>
          </div>
          <ContactForm {...contactFormProps(ed)} />
        </div>
      </section>
      <div className="container-page py-12">
        <LocationMap ed={ed} />
      </div>
    </>
  );
}

export const contactRoom: Room = { metadata: contactMetadata, Page: ContactPage };
