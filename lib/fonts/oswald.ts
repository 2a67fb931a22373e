import localFont from 'next/font/local';

// Headings use Oswald, self-hosted from @fontsource (the build never downloads anything). Body text
// uses the visitor's own system font: no download at all, which matters on slow mobile networks.
export const oswald = localFont({
  src: '../../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  variable: '--font-oswald',
  weight: '200 700',
  display: 'swap',
});
