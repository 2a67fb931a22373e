import { Section } from '@/components/site/Section';
import { formsOf } from '@/lib/content';
import type { Edition } from '@/lib/edition';
import { editionScript } from '@/lib/fonts/subsetFaces';
import { langs, locales } from '@/lib/i18n/lang';
import { otherNameIn, otherNameLang } from '@/lib/peaks';
import type { PeakEntry } from '@/lib/schema/peak';
import { Cited } from './Cited';

/**
 * A peak's names: in every language the site has (the glossary's spelling of its English name),
 * then every other name the sources use, each with its kind, language and source (where the glossary
 * writes a name in the edition's script, that form first, the source's spelling in brackets). A name in
 * another script takes that script's face (declared on every page, fetched only where its letters
 * are drawn: components/site/FontFaces.tsx), since a visitor's own fonts may lack it.
 */
export function PeakNames({ ed, peak, englishName }: { ed: Edition; peak: PeakEntry; englishName: string }) {
  const w = ed.words.peak;
  const names = formsOf('peaks', englishName);
  return (
    <Section id="names" heading={w.namesHeading}>
      <dl className="mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10">
        {langs.map((lang) => (
          <div key={lang} className="grid gap-x-4 py-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
            <dt className="font-semibold text-navy-800">{w.nameInLanguage[lang]}</dt>
            <dd lang={locales[lang].htmlLang} className={`text-lg font-semibold text-navy-900 ${editionScript(locales[lang])}`}>
              {names[lang]}
            </dd>
          </div>
        ))}
      </dl>
      {peak.otherNames.length > 0 && (
        <>
          <h3 className="mt-5 text-lg font-semibold">{w.otherNamesIntro}</h3>
          <ul className="mt-2 space-y-2">
            {peak.otherNames.map((other) => {
              const language = other.lang ? w.languageNames[other.lang] : undefined;
              const written = otherNameIn(other, ed.names);
              return (
                <li key={other.name} className="border-l-2 border-sky-300 pl-3">
                  {written !== undefined && (
                    <>
                      <span className="font-semibold text-navy-900">{written}</span>{' '}
                      (
                    </>
                  )}
                  <span lang={otherNameLang(other)} className={written === undefined ? 'font-semibold text-navy-900' : undefined}>
                    {other.name}
                  </span>
                  {written !== undefined && ')'}
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
    </Section>
  );
}
