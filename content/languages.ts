/**
 * The name of each edition's language, written in that language and script: the language switch
 * shows the other edition's name, so both editions show the same two names (no twin needed).
 */
export const languageNames = { en: 'English', bn: 'বাংলা' } as const;
