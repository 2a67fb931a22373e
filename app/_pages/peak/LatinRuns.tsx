import type { Edition } from '@/lib/edition';
import { BASE_LANG, locales } from '@/lib/i18n/lang';

/** A run of words in Latin letters: a spelling a source uses, quoted in a translated description. */
const latinRun = /[A-Za-z][A-Za-z0-9’'-]*(?:[ .][A-Za-z0-9][A-Za-z0-9’'-]*)*/g;

/**
 * Text of an edition whose script is not Latin, with each run of Latin words (a name as a source
 * spells it, such as Gangstan or Peak IX, quoted in a Bengali description) marked as the base
 * language, so screen readers say it as written and the edition's checks know it is quoted.
 */
export function LatinRuns({ ed, text }: { ed: Edition; text: string }) {
  const base = locales[BASE_LANG];
  if (ed.locale.script === base.script) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(latinRun)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} lang={base.htmlLang}>
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
