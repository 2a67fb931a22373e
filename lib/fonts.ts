import localFont from 'next/font/local';

// Headings use Oswald, self-hosted from @fontsource (the build never downloads anything). Body text
// uses the visitor's own system font: no download at all, which matters on slow mobile networks.
export const oswald = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  variable: '--font-oswald',
  weight: '200 700',
  display: 'swap',
});

// Bengali pages: Noto Sans Bengali (it shapes conjuncts such as স্কুল and ক্ষ correctly; Hind Siliguri
// did not), only its Bengali subset, with @fontsource's own unicode-range, so a browser fetches it
// only for Bengali characters. Only the Bengali layout sets its variable; not preloaded (Next would
// preload it on English pages too), so English pages never request it. `swap`, not `optional`:
// a device without a Bengali system font would otherwise show empty boxes for the whole first page
// (seen in our screenshots); the cost is a small reflow when the face arrives (CLS 0.017 on /bn/).
export const bengali = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
  variable: '--font-bengali',
  weight: '100 900',
  display: 'swap',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1',
    },
  ],
});

/**
 * The face a script needs beyond the system font, by its Unicode name (a locale's `script`,
 * lib/i18n/lang.ts), and the class that sets its type (app/globals.css): one line per script. A
 * language written in Latin letters needs none; one in another script needs its line here.
 */
export const scriptFonts: Readonly<Partial<Record<string, { variable: string; className: string }>>> = {
  Bengali: { variable: bengali.variable, className: 'lang-bn' },
};
