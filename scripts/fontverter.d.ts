/** fontverter ships no types: the one call the font step uses. */
declare module 'fontverter' {
  type Format = 'truetype' | 'sfnt' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
    detectFormat(font: Buffer): Format;
  };
  export default fontverter;
}
