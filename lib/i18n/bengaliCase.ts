/**
 * The Bengali case endings a name takes, as Bengali writes them: one rule for every template that
 * puts a name, a month or a year before an ending (content/bn/*.ts), so no page glues `-এর` onto
 * a vowel (`কাঞ্চনজঙ্ঘা-এ`, `শেরপা-এর`). The ending is chosen by how the name ends:
 *
 * | the name ends in                         | genitive        | locative        |
 * |------------------------------------------|-----------------|-----------------|
 * | a consonant letter (inherent vowel)      | দাস → দাসের      | নুন → নুনে        |
 * | ৎ (written ত before an ending)            | জগৎ → জগতের      | জগৎ → জগতে       |
 * | the vowel sign া (or অ, আ)                | সাহা → সাহার      | কাঞ্চনজঙ্ঘা → কাঞ্চনজঙ্ঘায় |
 * | any other vowel sign                     | মানাসলু → মানাসলুর | মানাসলু → মানাসলুতে |
 * | ং, or a vowel letter after a vowel (ও, ই)  | শিবলিং → শিবলিংয়ের | সামাগাঁও → সামাগাঁওয়ে |
 * | a digit                                  | with a hyphen, as the number is said: ২০১০-এর, ১৯৮৭-র, ৮০০০-এর; ২০১০-এ, ১৯৮৭-তে |
 * | anything else (a bracket, a Latin letter) | with a hyphen, by the last letter inside: (কালানাগ)-এর |
 *
 * Endings join the name without a hyphen, except after a digit or a sign that is not a letter,
 * where Bengali writes one. Acronyms read letter by letter (আইএমএফ-এর, পিটিআই-এর) keep the
 * hyphen in the prose that writes them; they are not names this rule is given.
 */

type Case = 'genitive' | 'locative';

/** How a word or number sounds at its end, which decides its ending. */
type Ending = 'consonant' | 'aa' | 'vowel' | 'glide';

const endings: Record<Ending, Record<Case, string>> = {
  consonant: { genitive: 'ের', locative: 'ে' }, // the vowel sign ে on the last letter: দাস + ের
  aa: { genitive: 'র', locative: 'য়' },
  vowel: { genitive: 'র', locative: 'তে' },
  glide: { genitive: 'য়ের', locative: 'য়ে' },
};

/** After a digit the ending is written with a hyphen, and `য়ের`/`য়ে` read `-এর`/`-এ` there (নব্বইয়ের → ১৯৯০-এর). */
const afterDigit: Record<Ending, Record<Case, string>> = {
  consonant: { genitive: '-এর', locative: '-এ' },
  aa: { genitive: '-র', locative: '-য়' },
  vowel: { genitive: '-র', locative: '-তে' },
  glide: { genitive: '-এর', locative: '-এ' },
};

const AA_SIGN = '\u09BE'; // া
const vowelSigns = /[\u09BF-\u09C4\u09C7\u09C8\u09CB\u09CC\u09D7\u09E2\u09E3]/u; // ি ী ু ূ ৃ ৄ ে ৈ ো ৌ ৗ ৢ ৣ
const openVowels = /[\u0985\u0986]/u; // অ আ
const closeVowels = /[\u0987-\u098C\u098F\u0990\u0993\u0994\u09E0\u09E1]/u; // ই ঈ উ ঊ ঋ ঌ এ ঐ ও ঔ ৠ ৡ
const ANUSVARA = '\u0982'; // ং
const HASANTA = '\u09CD'; // ্
const KHANDA_TA = '\u09CE'; // ৎ
const bengaliLetter = /[\u0980-\u09E3\u09F0\u09F1]/u;
const digits = /[0-9\u09E6-\u09EF]+(?:\.[0-9\u09E6-\u09EF]+)?$/u;

/**
 * How the spoken number ends, from its last group: ১৯৮৭ is "উনিশশো সাতাশি" (a vowel: ১৯৮৭-র),
 * ২০১০ "দু হাজার দশ" (a consonant: ২০১০-এর), ১৯৯০ "উনিশশো নব্বই" (ই: ১৯৯০-এর), ৮০০০ "আট হাজার".
 * Decimals end on their last digit, said alone (৮৮৪৮.৮৬: "… আট ছয়").
 */
function numberEnding(written: string): Ending {
  const latin = written.replace(/[\u09E6-\u09EF]/gu, (d) => String(d.codePointAt(0)! - 0x09e6));
  const [whole = '', fraction] = latin.split('.');
  if (fraction !== undefined) return digitEnding(Number(fraction.at(-1)));
  const value = Number(whole);
  if (value === 0) return 'vowel'; // শূন্য
  const lastTwo = value % 100;
  if (lastTwo === 0) return value % 1000 === 0 ? 'consonant' /* হাজার */ : 'vowel' /* …শো */;
  return tensEnding(lastTwo);
}

/** A digit said alone: শূন্য, এক, দুই, তিন, চার, পাঁচ, ছয়, সাত, আট, নয়. */
function digitEnding(d: number): Ending {
  return d === 0 ? 'vowel' : d === 2 ? 'glide' : 'consonant';
}

/**
 * 1 to 99 as Bengali says them: vowel-final are এগারো to আঠারো (ো), কুড়ি, একান্ন to আটান্ন
 * (the inherent vowel sounds: বাহান্নর), একষট্টি to আটষট্টি and ঊনআশি to আটাশি (ি); দুই and
 * ঊননব্বই to নিরানব্বই end in ই (নব্বইয়ের); the rest end in a consonant (দশ, একুশ, ষাট, সত্তর, …).
 */
function tensEnding(n: number): Ending {
  if (n === 2 || n >= 89) return 'glide';
  if ((n >= 11 && n <= 18) || n === 20 || (n >= 51 && n <= 58) || (n >= 61 && n <= 68) || (n >= 79 && n <= 88)) return 'vowel';
  return 'consonant';
}

/** How a Bengali word ends, from its last letter (a chandrabindu, nukta or hasanta looks at the letter it sits on). */
function letterEnding(word: string): Ending {
  const last = word.replace(/[\u0981\u09BC\u09CD]+$/u, '').at(-1) ?? '';
  if (last === AA_SIGN || openVowels.test(last)) return 'aa';
  if (vowelSigns.test(last)) return 'vowel';
  if (last === ANUSVARA || closeVowels.test(last)) return 'glide';
  return 'consonant';
}

function withEnding(name: string, grammaticalCase: Case): string {
  const trimmed = name.trim();
  // What the name ends in, past a closing bracket or quotation mark: `ব্ল্যাক পিক (কালানাগ)` ends in গ.
  const core = trimmed.replace(/[^\p{L}\p{M}\p{Nd}]+$/u, '');
  if (core === '') throw new Error(`bengaliCase: "${name}" has no letter to give the ${grammaticalCase} ending`);
  const number = digits.exec(core)?.[0];
  if (number !== undefined) return `${trimmed}${afterDigit[numberEnding(number)][grammaticalCase]}`;
  const last = core.at(-1)!;
  if (!bengaliLetter.test(last)) return `${trimmed}${afterDigit.consonant[grammaticalCase]}`; // MAK-এর
  const ending = letterEnding(core);
  if (core !== trimmed) return `${trimmed}${afterDigit[ending][grammaticalCase]}`;
  if (last === KHANDA_TA) return `${core.slice(0, -1)}ত${endings.consonant[grammaticalCase]}`;
  if (last === HASANTA) return `${core.slice(0, -1)}${endings[ending][grammaticalCase]}`;
  return `${core}${endings[ending][grammaticalCase]}`;
}

/** `দাস` → `দাসের`, `কাঞ্চনজঙ্ঘা` → `কাঞ্চনজঙ্ঘার`, `শিবলিং` → `শিবলিংয়ের`, `জুন ২০২৫` → `জুন ২০২৫-এর`. */
export function genitive(name: string): string {
  return withEnding(name, 'genitive');
}

/** `নুন` → `নুনে`, `কাঞ্চনজঙ্ঘা` → `কাঞ্চনজঙ্ঘায়`, `মানাসলু` → `মানাসলুতে`, `জুন ২০২৫` → `জুন ২০২৫-এ`. */
export function locative(name: string): string {
  return withEnding(name, 'locative');
}
