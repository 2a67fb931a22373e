/**
 * The club's editor at /admin/: Decap CMS (its prebuilt script, copied to /admin/decap/ by
 * scripts/build-editor.ts) with this site's configuration, generated from the records' schemas
 * (lib/editor/), and the few parts the site adds: text boxes that check a translation's script, lists
 * of records that keep a translation in step with the English, and the tidying of a record before
 * it is saved. The interface is in Bengali or English (`?ui=en`), remembered in this browser.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import type { DecapCms, ImmutableValue } from './decap';
import { emptyFieldPaths, wordsNotInScript, type FieldShape } from './recordData';
import { recordList } from './recordList';
import { scriptChecked, scriptLetter, scriptMessage, type ScriptRule } from './wordsWidget';

/** What scripts/build-editor.ts writes to /admin/config.<ui>.json. */
export interface EditorSettings {
  decap: {
    i18n: { default_locale: string; locales: string[] };
    collections: { name: string; fields?: FieldShape[]; files?: { name: string; fields: FieldShape[] }[] }[];
  } & Record<string, unknown>;
  scriptRule: ScriptRule;
  /** Decap's interface phrases in this language, where Decap has none of its own. */
  phrases?: unknown;
}

declare global {
  interface Window {
    React: typeof React;
    ReactDOM: typeof ReactDOM;
    DecapCmsApp?: DecapCms;
  }
}

// The prebuilt Decap script takes React from the page: the one version it was built with.
window.React = React;
window.ReactDOM = ReactDOM;

const INTERFACE_KEY = 'mak-editor-interface';

function interfaceLanguage(available: readonly string[], fallback: string): string {
  const asked = new URLSearchParams(location.search).get('ui');
  if (asked && available.includes(asked)) {
    localStorage.setItem(INTERFACE_KEY, asked);
    return asked;
  }
  const remembered = localStorage.getItem(INTERFACE_KEY);
  return remembered && available.includes(remembered) ? remembered : fallback;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

function fieldsOf(settings: EditorSettings, entry: ImmutableValue): FieldShape[] {
  const collection = settings.decap.collections.find((candidate) => candidate.name === entry.get('collection'));
  const file = collection?.files?.find((candidate) => candidate.name === entry.get('slug'));
  return file?.fields ?? collection?.fields ?? [];
}

/** Before a save: refuse a translation in the wrong script (naming each field), leave empty boxes out, write a new report's address in lower case. */
function beforeSave(settings: EditorSettings, entry: ImmutableValue): ImmutableValue {
  const fields = fieldsOf(settings, entry);
  const { scriptRule } = settings;
  const problems = Object.entries(scriptRule.scripts).flatMap(([locale, script]) =>
    wordsNotInScript((entry.getIn(['i18n', locale, 'data']) as ImmutableValue | undefined)?.toJS(), fields, scriptLetter(script)).map((problem) =>
      scriptMessage(scriptRule, locale, `${scriptRule.languageNames[locale] ?? locale} › ${problem.labels.join(' › ')}`),
    ),
  );
  if (problems.length > 0) throw new Error(problems.join('; '));
  let data = entry.get('data') as ImmutableValue;
  for (const path of emptyFieldPaths(data.toJS() as Record<string, unknown>, fields)) data = data.deleteIn(path);
  // Decap names a new record's file in lower case; the address must match it.
  const slug = data.get('slug');
  if (entry.get('newRecord') && entry.get('collection') === 'expeditions' && typeof slug === 'string') data = data.set('slug', slug.toLowerCase());
  return data;
}

async function start(): Promise<void> {
  const root = document.documentElement;
  const languages = (root.dataset.interfaces ?? '').split(' ').filter(Boolean);
  const ui = interfaceLanguage(languages, languages[0] ?? 'en');
  root.lang = ui;
  const settings = (await (await fetch(`config.${ui}.json`)).json()) as EditorSettings;
  await loadScript('decap/decap-cms-app.js');
  const cms = window.DecapCmsApp;
  if (!cms) throw new Error('Decap CMS did not start');
  if (settings.phrases) cms.registerLocale(ui, settings.phrases);
  const string = cms.getWidget('string');
  const text = cms.getWidget('text');
  const list = cms.getWidget('list');
  cms.registerWidget('words', scriptChecked(string.control, settings.scriptRule), string.preview);
  cms.registerWidget('words-paragraph', scriptChecked(text.control, settings.scriptRule), text.preview);
  // Decap's list, wrapped: unchanged unless a field is marked to keep its translation in step.
  cms.registerWidget('list', recordList(list.control, settings.decap.i18n.default_locale), list.preview);
  cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => beforeSave(settings, entry) });
  cms.init({ config: settings.decap });
}

start().catch((error: unknown) => {
  const notice = document.getElementById('editor-failed');
  if (notice) {
    notice.hidden = false;
    notice.append(` ${error instanceof Error ? error.message : String(error)}`);
  }
});
