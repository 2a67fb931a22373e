import { describe, expect, it } from 'vitest';
import { galleryKind } from './galleryKind';

const photo = { picture: { key: '0123456789abcdef' } };
const drawing = { picture: {} };

describe('galleryKind', () => {
  it('tells photographs, illustrations and a mix apart', () => {
    expect(galleryKind([photo, photo])).toBe('photographs');
    expect(galleryKind([drawing, drawing])).toBe('illustrations');
    expect(galleryKind([drawing, photo])).toBe('mixed');
  });

  it('counts an empty gallery as illustrations', () => {
    expect(galleryKind([])).toBe('illustrations');
  });
});
