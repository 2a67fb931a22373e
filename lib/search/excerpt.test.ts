import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts } from './excerpt';

describe('excerptParts', () => {
  it('splits plain and marked runs', () => {
    expect(excerptParts('April 2010 · Nepal. <mark>Everest</mark> (8848.86 m) and <mark>Everest</mark>.')).toEqual([
      { text: 'April 2010 · Nepal. ', marked: false },
      { text: 'Everest', marked: true },
      { text: ' (8848.86 m) and ', marked: false },
      { text: 'Everest', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('keeps Bengali text whole', () => {
    expect(excerptParts('এপ্রিল ২০১০ · নেপাল. <mark>এভারেস্ট</mark> (৮৮৪৮.৮৬ মিটার)')).toEqual([
      { text: 'এপ্রিল ২০১০ · নেপাল. ', marked: false },
      { text: 'এভারেস্ট', marked: true },
      { text: ' (৮৮৪৮.৮৬ মিটার)', marked: false },
    ]);
  });

  it('turns escapes back into characters and never lets a tag through as markup', () => {
    const parts = excerptParts('Terms &amp; Conditions &lt;script&gt;x&lt;/script&gt; <b>bold</b> <mark>Nun</mark>');
    expect(parts).toEqual([
      { text: 'Terms & Conditions <script>x</script> bold ', marked: false },
      { text: 'Nun', marked: true },
    ]);
  });

  it('has no parts for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves unknown names', () => {
    expect(decodeEntities('&quot;Nun&quot; &#39;Kun&#39; &#x2019; &hellip;')).toBe('"Nun" \'Kun\' ’ &hellip;');
  });
});
