/**
 * A search result's excerpt as Pagefind gives it: the page's text, HTML-escaped, with the words that
 * matched wrapped in <mark>. The island shows it as React text (never as HTML), so it is split here
 * into plain runs and marked runs, and the escapes are turned back into the characters they stand for.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `&amp;` → `&`, `&#39;` → `'`, `&#x2019;` → `’`; an unknown name is left as it is. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** `a <mark>b</mark> c` → `[{ a , false }, { b, true }, { c, false }]`; any other tag is dropped. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (!text) continue;
      const last = parts[parts.length - 1];
      if (last && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}
