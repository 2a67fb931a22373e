import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: the build never downloads anything.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const oswald = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  variable: '--font-oswald',
  weight: '200 700',
  display: 'swap',
});
