/**
 * The little of Decap CMS's browser API the editor uses (https://decapcms.org/docs/): the app the
 * prebuilt script puts on `window.DecapCmsApp`, and the props a field's control receives. Decap's
 * data are Immutable.js maps and lists; only the methods used here are named.
 */
export interface ImmutableValue {
  get(key: string | number): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  set(key: string | number, value: unknown): ImmutableValue;
  deleteIn(path: readonly (string | number)[]): ImmutableValue;
  clear(): ImmutableValue;
  push(...values: unknown[]): ImmutableValue;
  first(): ImmutableValue | undefined;
  toArray(): unknown[];
  toJS(): unknown;
  size: number;
}

export interface DecapControlProps {
  value: unknown;
  field: ImmutableValue;
  entry: ImmutableValue;
  locale?: string;
  onChange: (value: unknown) => void;
  [prop: string]: unknown;
}

export interface DecapWidget {
  control: React.ComponentType<DecapControlProps>;
  preview: React.ComponentType<unknown>;
}

export interface DecapCms {
  init(options: { config: unknown }): void;
  getWidget(name: string): DecapWidget;
  registerWidget(name: string, control: React.ComponentType<DecapControlProps>, preview?: React.ComponentType<unknown>): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableValue }) => unknown }): void;
  registerLocale(locale: string, phrases: unknown): void;
  registerPreviewTemplate(collection: string, component: React.ComponentType<unknown>): void;
}
