import type { ReactNode } from 'react';
import { SourceLink } from '@/components/site/SourceLink';
import type { Edition } from '@/lib/edition';
import type { Source } from '@/lib/schema/source';

/**
 * A numbered list of public sources: each publication linked (a new tab), our description of it and
 * its language, named as the edition's glossary names it. Used by a report's and a peak's Sources
 * sections; `describe` lets a page mark runs in another script inside a description.
 */
export function SourceList({
  ed,
  sources,
  languageLabel,
  describe = (source) => source.description,
}: {
  ed: Edition;
  sources: readonly Source[];
  languageLabel: (languageName: string) => string;
  describe?: (source: Source) => ReactNode;
}) {
  // A source's language is recorded in English ("Bengali"); each edition names it as the glossary does.
  const languageName = (language: string) => ed.name('terms', language);
  return (
    <ol className="mt-4 max-w-prose list-decimal space-y-3 pl-6 marker:text-slate-500">
      {sources.map((source) => (
        <li key={source.url} className="pl-1">
          <SourceLink source={source} newTab={ed.words.common.opensInNewTab} className="font-semibold" />
          <span className="block text-slate-700">
            {describe(source)}
            {source.language && <span className="text-slate-600"> {languageLabel(languageName(source.language))}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
