import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ContactDetails } from '@/components/ContactDetails/ContactDetails';
import { ContactForm } from '@/components/ContactForm/ContactForm';
import { LocationMap } from '@/components/LocationMap/LocationMap';
import { club, postalAddressLine } from '@/lib/content/club';
import { publishedEmail } from '@/lib/contact/publicContact';
import { words } from '@/lib/content/words';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

const say = words.contact.page;

export const metadata = pageMetadata({ title: say.title, description: say.description, path: routes.contact });

export default function ContactPage() {
  const email = publishedEmail(club);
  return (
    <>
      <PageHeader title={say.title} trail={[{ label: say.title }]} lead={say.lead} />
      <section aria-labelledby="contact-details" className="container-page py-12">
        <h2 id="contact-details" className="text-3xl font-semibold">
          {say.detailsHeading}
        </h2>
        <div className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10">
          <ContactDetails />
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
          <ContactForm to={email} postalAddress={postalAddressLine()} />
        </div>
      </section>
      <div className="container-page py-12">
        <LocationMap />
      </div>
    </>
  );
}
