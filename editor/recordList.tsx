import * as React from 'react';
import type { DecapControlProps, ImmutableValue } from './decap';
import { alignedTranslation } from './recordData';

/**
 * Decap's list, registered in its place; a list of records marked `in_step_with_english`
 * (lib/editor/fields.ts) is kept in step with the English in a translation. Decap copies nothing
 * from the English list into a translation's, so on the translation's side this control does: each
 * English entry gets its translated entry (matched by the list's key, `translation_key`, such as a
 * member's `person`, which the translation shows beside its words), new entries arrive empty, and
 * those the English dropped go (editor/recordData.ts). On the English side it is Decap's list.
 */
const isList = (value: unknown): value is ImmutableValue => typeof (value as ImmutableValue | undefined)?.push === 'function';

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
      if (!locale || locale === defaultLocale || !field.get('in_step_with_english')) return undefined;
      const english = entry.getIn(['data', String(field.get('name'))]) as ImmutableValue | undefined;
      if (!isList(english)) return undefined;
      const translated = isList(value) ? value : english.clear();
      // An empty map of Decap's own kind (the record's data, cleared): a new entry of the list.
      const emptyEntry = (entry.get('data') as ImmutableValue).clear();
      const key = field.get('translation_key') as string | undefined;
      const items = alignedTranslation(english.toArray() as ImmutableValue[], translated.toArray() as ImmutableValue[], key, {
        keyOf: (item, name) => (typeof item?.get === 'function' ? item.get(name) : undefined),
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
      const { locale, value } = this.props;
      // Decap's list keeps per-entry state by position: a translation's list whose length the
      // English changed is drawn afresh. The English list keeps its state (a new entry stays open).
      const inStep = locale && locale !== defaultLocale && this.props.field.get('in_step_with_english');
      const key = inStep ? ((value as ImmutableValue | undefined)?.size ?? 0) : undefined;
      return <Base key={key} {...this.props} ref={(inner: unknown) => void (this.inner = inner)} />;
    }
  };
}
