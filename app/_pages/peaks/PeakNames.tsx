import { otherNameLang, type PeakInEdition } from '@/lib/archive';
import type { Edition } from '@/lib/edition';
import { langs, locales, type Lang } from '@/lib/i18n/lang';
import { editionScript } from '@/app/_pages/siteLayout/SiteLayout';
import { Cited } from './SourceRef';

/**
 * The type a name needs on a page of another edition: the Bengali name on an English page takes the
 * site's Bengali face (declared on every page, fetched only where Bengali letters are drawn with it:
 * components/site/FontFaces.tsx), since a visitor's own fonts may have no Bengali. A Latin-script
 * name needs none.
 */
const faceOf = (lang: Lang): string => editionScript(lang);

/** A peak's names: in English and in Bengali (the glossary's spelling), then every other name the sources use, each with its kind, language and source. */
export function PeakNames({ ed, peak }: { ed: Edition; peak: PeakInEdition }) {
  const w = ed.words.peaks;
  return (
    <section aria-labelledby="names-heading">
      <h2 id="names-heading" className="text-2xl font-semibold">
        {w.namesHeading}
      </h2>
      <dl className="mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10">
        {langs.map((lang) => (
          <div key={lang} className="grid gap-x-4 py-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
            <dt className="font-semibold text-navy-800">{w.nameInLanguage[lang]}</dt>
            <dd lang={locales[lang].htmlLang} className={`text-lg font-semibold text-navy-900 ${faceOf(lang)}`}>
              {peak.names[lang]}
            </dd>
          </div>
        ))}
      </dl>
      {peak.entry.otherNames.length > 0 && (
        <>
          <h3 className="mt-5 text-lg font-semibold">{w.otherNamesIntro}</h3>
          <ul className="mt-2 space-y-2">
            {peak.entry.otherNames.map((other) => {
              const language = other.lang ? w.languageNames[other.lang] : undefined;
              return (
                <li key={other.name} className="border-l-2 border-sky-300 pl-3">
                  <span lang={otherNameLang(other)} className="font-semibold text-navy-900">
                    {other.name}
                  </span>
                  <span className="text-slate-700">
                    {' '}
                    ({[w.otherNameKinds[other.kind], language ? w.nameFrom(language) : undefined].filter(Boolean).join(', ')})
                  </span>
                  <Cited ed={ed} sources={[other.source]} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
