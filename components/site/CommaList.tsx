import { Fragment, type ReactNode } from 'react';

/**
 * Items in a line of text, separated by commas (a year's peaks and leaders, a peak's visits, a
 * row's peaks, an account's sources): `children` draws one item.
 */
export function CommaList<T>({ items, keyOf, children }: { items: readonly T[]; keyOf: (item: T) => string; children: (item: T) => ReactNode }) {
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={keyOf(item)}>
          {index > 0 && ', '}
          {children(item)}
        </Fragment>
      ))}
    </>
  );
}
