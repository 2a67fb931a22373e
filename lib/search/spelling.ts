/**
 * The spellings a name search treats as one, by the Unicode script they are written in (a locale's
 * `script`, lib/i18n/lang.ts), like lib/fonts' `scriptFaces`: a script without a line here is
 * compared letter by letter. Each fold is applied to each word of the query and of the names alike, after
 * lower-casing and NFD (so a precomposed letter and its base with a sign are the same), before the
 * edit distance is counted (lib/search/names.ts):
 *
 * - Latin: the ways the sources write Indian names in English letters (Singha/Sinha aside, which
 *   the distance allows): aspirated pairs with or without their h (Bhattacharjee, Battacharjee),
 *   long vowels written double (Pareek/Parik), `au`/`ou` (Gautam/Goutam), `w`/`v` (Dawa/Dava),
 *   `y`/`i` at a word’s end (Roy/Roi), and any doubled letter (Sikkim/Sikim).
 * - Bengali: the letters and signs Bengali spelling varies in, or a typist confuses: the long and
 *   short i and u signs (ী/ি, ূ/ু), the three sibilants (শ, ষ, স: এভারেষ্ট/এভারেস্ট), the two n
 *   letters (ণ/ন), ঙ/ং, khanda ta (ৎ/ত), and the candrabindu, nukta, visarga and joiners, which are
 *   dropped (ড়/ড, য়/য).
 *
 * Every fold is `[from, to]`: a regular expression source (global, Unicode) and its replacement.
 */
export const spellingFolds: Readonly<Record<string, readonly (readonly [from: string, to: string])[]>> = {
  Latin: [
    ['[\\u0300-\\u036f]', ''],
    ['([bcdgjkpt])h', '$1'],
    ['sh', 's'],
    ['ph', 'f'],
    ['ee', 'i'],
    ['oo', 'u'],
    ['[ao]u', 'o'],
    ['w', 'v'],
    ['y$', 'i'],
    ['(\\p{L})\\1+', '$1'],
  ],
  Bengali: [
    ['\\u09c0', '\u09bf'],
    ['\\u09c2', '\u09c1'],
    ['[\\u09b6\\u09b7]', '\u09b8'],
    ['\\u09a3', '\u09a8'],
    ['\\u0999', '\u0982'],
    ['\\u09ce', '\u09a4'],
    ['[\\u0981\\u0983\\u09bc\\u200c\\u200d]', ''],
  ],
};
