import { SiteLink } from '@/components/site/SiteLink';
import type { Edition } from '@/lib/edition';
import { dataFormats, type TableName } from '@/lib/opendata';
import { hrefs, routes } from '@/lib/routes';
import { OPEN_DATA_ANCHOR } from '@/lib/structuredData';

/**
 * The open data where it is used: beside the expeditions table and on the statistics page, a link
 * to each file of the tables the page is made from (English only, as the label says), and one to
 * the records page's section on the data (all the tables, the data package, how to cite them).
 */
export function DataDownloads({ ed, tables, id }: { ed: Edition; tables: readonly TableName[]; id: string }) {
  const w = ed.words.records;
  const language = ed.words.language;
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-4" data-open-data-links>
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold text-navy-900">
        {w.dataLinks.heading}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
        {tables.map((name) => (
          <li key={name} className="flex flex-wrap items-center gap-x-3">
            <span id={`${id}-${name}`}>{language.englishOnlyFile(w.openDataTables[name].name)}:</span>
            {dataFormats.map((format) => (
              <a key={format} href={hrefs.data(name, format)} aria-describedby={`${id}-${name}`} className="link inline-flex min-h-6 min-w-10 items-center font-semibold">
                {w.openDataFormats[format]}
              </a>
            ))}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <SiteLink href={`${ed.path(routes.records)}#${OPEN_DATA_ANCHOR}`} className="link inline-flex min-h-6 items-center">
          {w.dataLinks.all}
        </SiteLink>
      </p>
    </section>
  );
}
