import { SiteLink } from '@/components/site/SiteLink';
import { Section } from '@/components/site/Section';
import { correctionDetails, correctionParams, type CorrectableKind } from '@/lib/contact/correction';
import type { Edition } from '@/lib/edition';
import { editorEntryHref } from '@/lib/editor/entryLinks';
import { hrefs, routes } from '@/lib/routes';

/** The record a correction section is about. */
export interface CorrectionRecord {
  kind: CorrectableKind;
  /** Its key in the club's editor: an expedition's or event's slug, a peak's or person's registry id. */
  key: string;
  /** Its name as its page gives it, in the edition's language ("Everest 2010 expedition report"). */
  name: string;
  /** Its page's English path (`hrefs.report(slug)`, `hrefs.eventEntry(slug)`); the section puts it under the edition's prefix. */
  path: string;
}

type CorrectionNoteProps = {
  ed: Edition;
  /** The section's id (its heading is `<id>-heading`, its picker `<id>-detail`). */
  id: string;
} & (
  | {
      /** A record's "Suggest a correction": names it, lets the visitor pick the detail that is wrong, and links its entry in the club's editor. */
      record: CorrectionRecord;
      /** The first sentence, naming the record (`ed.words.correction.intro.<kind>(…)`). */
      intro: string;
      /** `section` at the end of a record's page; `details`, a disclosure, inside an entry of a list (an event's card). */
      layout?: 'section' | 'details';
    }
  | {
      /** A page that lists records (the members list): its heading, and a sentence around the link to the contact page. */
      record?: undefined;
      heading: string;
      before: string;
      link: string;
      after: string;
    }
);

/**
 * How to ask for a correction: the one correction section of the site. On a record's page (a
 * report, a peak, a person, an event's entry) it names the record and sends the visitor to the
 * contact page with a plain GET form (no script: the record, its page and the detail picked travel
 * in the query string, and the contact form starts the message from them), and gives the club's
 * maintainers the record's entry in the editor. It promises nothing beyond the words given: the club
 * has stated no correction process. Left out of print and of the site search (it is the same on every page).
 */
export function CorrectionNote(props: CorrectionNoteProps) {
  const { ed, id } = props;
  const box = 'max-w-prose rounded-xl border-l-4 border-navy-700/40 bg-sky-200/30 px-5 py-4 print:hidden';
  if (!props.record) {
    return (
      <Section id={id} heading={props.heading} size="aside" data-correction="" className={box}>
        <p className="mt-2 text-slate-800">
          {props.before}{' '}
          <SiteLink href={ed.path(routes.contact)} className="link">
            {props.link}
          </SiteLink>
          {props.after}
        </p>
      </Section>
    );
  }
  const w = ed.words.correction;
  const body = <CorrectionForm ed={ed} id={id} record={props.record} intro={props.intro} />;
  if (props.layout === 'details') {
    return (
      <details id={id} data-correction="" data-pagefind-ignore="" className="group mt-4 border-t border-navy-900/10 pt-3 print:hidden">
        <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1.5 font-semibold text-navy-700 underline decoration-navy-700/40 hover:decoration-navy-700">
          {w.heading}
          <span className="sr-only">: {props.record.name}</span>
        </summary>
        <div className="mt-2 text-sm">{body}</div>
      </details>
    );
  }
  return (
    <Section id={id} heading={w.heading} size="aside" data-correction="" data-pagefind-ignore="" className={box}>
      {body}
    </Section>
  );
}

/** The sentences, the picker and the button (a GET form to the contact page), then the editor's link. */
function CorrectionForm({ ed, id, record, intro }: { ed: Edition; id: string; record: CorrectionRecord; intro: string }) {
  const w = ed.words.correction;
  const pickerId = `${id}-detail`;
  return (
    <>
      <p className="mt-2 text-slate-800">
        {intro} {w.how}
      </p>
      <form action={ed.path(hrefs.contactForm())} method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name={correctionParams.record} value={record.name} />
        <input type="hidden" name={correctionParams.page} value={ed.path(record.path)} />
        <div className="min-w-0 max-w-full">
          <label htmlFor={pickerId} className="block font-semibold text-navy-900">
            {w.detailLabel}
          </label>
          <select
            id={pickerId}
            name={correctionParams.detail}
            defaultValue=""
            className="mt-1.5 block min-h-11 w-full max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-navy-700 focus:outline-none focus:ring-2 focus:ring-navy-700/30"
          >
            <option value="">{w.detailNone}</option>
            {correctionDetails[record.kind].map((detail) => (
              <option key={detail} value={detail}>
                {w.details[detail]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button-primary">
          {w.submit}
        </button>
      </form>
      <p className="mt-4 border-t border-navy-900/10 pt-3 text-sm text-slate-700">
        {w.editorFor}{' '}
        {/* The editor is one app for every edition: its address has no language prefix, and search engines are asked not to follow it. */}
        <a href={editorEntryHref(record.kind, record.key)} rel="nofollow" className="link">
          {w.editorLink}
        </a>
      </p>
    </>
  );
}
