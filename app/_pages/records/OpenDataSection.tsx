import { CitationText, citationOf } from '@/components/site/CiteThisPage';
import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import { DATA_PACKAGE, dataFormats, RECORDS_INDEX, recordFileExamples, tableNames } from '@/lib/opendata';
import { hrefs } from '@/lib/routes';
import { OPEN_DATA_ANCHOR } from '@/lib/structuredData';

/**
 * The open data on the records page: what the tables hold, a link to each file (English only, as
 * the Bengali page says), the data package, and how to cite the data, since no licence is given.
 */
export function OpenDataSection({ ed }: { ed: Edition }) {
  const w = ed.words.records;
  const language = ed.words.language;
  const packageHref = hrefs.data(DATA_PACKAGE, 'json');
  return (
    <Section id={OPEN_DATA_ANCHOR} heading={w.openDataHeading} size="page">
      <div className="mt-4 max-w-prose space-y-4 text-lg leading-relaxed text-slate-800">
        {w.openData.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-open-data-files>
        {tableNames.map((name) => {
          const table = w.openDataTables[name];
          return (
            <li key={name} className="card flex flex-col p-5">
              <h3 id={`data-${name}`} className="text-xl font-semibold">
                {language.englishOnlyFile(table.name)}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{table.description}</p>
              <p className="mt-4 flex flex-wrap gap-3">
                {dataFormats.map((format) => (
                  <a key={format} href={hrefs.data(name, format)} aria-describedby={`data-${name}`} className="button-secondary min-w-24">
                    {w.openDataFormats[format]}
                  </a>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-5">
        <a href={packageHref} className="link font-semibold">
          {language.englishOnlyFile(w.openDataPackage)}
        </a>
      </p>
      <h3 className="mt-8 text-xl font-semibold">{w.recordFilesHeading}</h3>
      <p className="mt-2 max-w-prose text-slate-800">{w.recordFiles}</p>
      <ul className="mt-3 space-y-1 text-slate-800" data-record-files>
        {recordFileExamples().map(({ kind, href }) => (
          <li key={kind}>
            {w.recordFileKinds[kind]}, {w.recordFileExample}{' '}
            <a href={href} className="link break-all" lang="en" translate="no">
              <code>{href}</code>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <a href={hrefs.data(RECORDS_INDEX, 'json')} className="link font-semibold">
          {language.englishOnlyFile(w.recordFilesIndex)}
        </a>
      </p>
      <h3 className="mt-8 text-xl font-semibold">{w.openDataUseHeading}</h3>
      <p className="mt-2 max-w-prose text-slate-800">{w.openDataNoLicence}</p>
      <CitationText text={citationOf(ed, w.openDataTitle(ed.club.name), packageHref)} />
    </Section>
  );
}
