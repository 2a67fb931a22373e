import * as React from 'react';
import type { DecapControlProps } from './decap';

/** How the editor checks that a translation is in its language: the script of each translated locale, and the message. */
export interface ScriptRule {
  /** The Unicode script of each translated locale (`bn`: `Bengali`). */
  scripts: Readonly<Record<string, string>>;
  /** Each locale's name in the interface's language. */
  languageNames: Readonly<Record<string, string>>;
  /** `{field}: write this in {language} letters`. */
  message: string;
}

export const scriptLetter = (script: string) => new RegExp(`\\p{Script=${script}}`, 'u');

export function scriptMessage(rule: ScriptRule, locale: string, field: string): string {
  return rule.message.replace('{field}', field).replace('{language}', rule.languageNames[locale] ?? locale);
}

/**
 * Decap's text box for words a visitor reads, with one more check: in a translation, words with no
 * letter of the translation's script (a Bengali name typed in Latin letters) are refused, with the
 * message under the box. The English box is Decap's own.
 */
export function scriptChecked(Base: React.ComponentType<DecapControlProps>, rule: ScriptRule) {
  return class WordsControl extends React.Component<DecapControlProps> {
    isValid = () => {
      const { locale, value, field } = this.props;
      const script = locale ? rule.scripts[locale] : undefined;
      if (!script || typeof value !== 'string' || value.trim() === '' || scriptLetter(script).test(value)) return true;
      return { error: { type: 'CUSTOM', message: scriptMessage(rule, locale!, String(field.get('label'))) } };
    };

    render() {
      return <Base {...this.props} />;
    }
  };
}
