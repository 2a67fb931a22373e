import { PageHeader } from '@/components/site/PageHeader';
import { ContactDetails } from '@/app/_pages/contact/ContactDetails';
import { ContactForm } from '@/components/forms/ContactForm';
import { LocationMap } from '@/components/club/LocationMap';
import { clubIn, postalAddressLine } from '@/lib/content/club';
import { publishedEmail } from '@/lib/contact/publicContact';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export function contactMetadata(lang: Lang) {
  const say = wordsFor(lang).contact.page;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.contact });
}

export function ContactPage({ lang }: { lang: Lang }) {
  const say = wordsFor(lang).contact.page;
  const club = clubIn(lang);
  const email = publishedEmail(club);
  return (
    <>
      <PageHeader lang={lang} title={say.title} trail={[{ label: say.title }]} lead={say.lead} />
      <section aria-labelledby="contact-details" className="container-page py-12">
        <h2 id="contact-details" className="text-3xl font-semibold">
          {say.detailsHeading}
        </h2>
        <div className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10">
          <ContactDetails lang={lang} />
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
          <ContactForm to={email} postalAddress={postalAddressLine(club, lang)} lang={lang} />
        </div>
      </section>
      <div className="container-page py-12">
        <LocationMap lang={lang} />
      </div>
    </>
  );
}
