import * as React from 'react';
import type { DecapControlProps, ImmutableValue } from './decap';
import { alignedTranslation } from './recordData';

/**
 * Decap's list of records, kept in step with the English in a translation. Decap copies nothing
 * from the English list into a translation's, so on the translation's side this control does: each
 * English entry gets its translated entry (matched by the list's key, `translation_key`, such as a
 * member's `person`, which the translation shows beside its words), new entries arrive empty, and
 * those the English dropped go (editor/recordData.ts). On the English side it is Decap's list.
 */
export function recordList(Base: React.ComponentType<DecapControlProps>, defaultLocale: string) {
  return class RecordListControl extends React.Component<DecapControlProps> {
    private inner: unknown = null;

    /** Decap reads the list's own checks through this (Widget.processInnerControlRef). */
    getWrappedInstance() {
      const inner = this.inner as { getWrappedInstance?: () => unknown } | null;
      return inner?.getWrappedInstance ? inner.getWrappedInstance() : inner;
    }

    private aligned(): ImmutableValue | undefined {
      const { locale, entry, field, value } = this.props;
      if (!locale || locale === defaultLocale) return undefined;
      const english = entry.getIn(['data', String(field.get('name'))]) as ImmutableValue | undefined;
      if (!english || typeof english.toArray !== 'function') return undefined;
      const translated = (value as ImmutableValue | undefined) ?? english.clear();
      const emptyEntry = (english.first() ?? translated.first())?.clear();
      if (!emptyEntry) return undefined;
      const key = field.get('translation_key') as string | undefined;
      const items = alignedTranslation(english.toArray() as ImmutableValue[], translated.toArray() as ImmutableValue[], key, {
        keyOf: (item, name) => item?.get(name),
        make: (name, keyValue) => (name ? emptyEntry.set(name, keyValue) : emptyEntry),
      });
      return items ? english.clear().push(...items) : undefined;
    }

    componentDidMount() {
      this.follow();
    }

    componentDidUpdate() {
      this.follow();
    }

    private follow() {
      const aligned = this.aligned();
      if (aligned) this.props.onChange(aligned);
    }

    render() {
      const value = this.props.value as ImmutableValue | undefined;
      // Decap's list keeps per-entry state by position: a list whose length changed is drawn afresh.
      return <Base key={value?.size ?? 0} {...this.props} ref={(inner: unknown) => void (this.inner = inner)} />;
    }
  };
}
