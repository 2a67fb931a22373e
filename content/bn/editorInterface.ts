/**
 * Decap CMS's own interface in Bengali: the phrases of its buttons, menus and messages, in the
 * nesting of Decap's English phrases (node_modules/decap-cms-locales, `en`). Decap shows its English
 * phrase for any left out here.
 */
export const bengaliInterfacePhrases = {
  auth: {
    login: 'প্রবেশ করুন',
    loginWithGitHub: 'GitHub দিয়ে প্রবেশ করুন',
  },
  app: {
    header: { content: 'নথি', workflow: 'কাজের ধাপ', media: 'মিডিয়া', quickAdd: 'দ্রুত যোগ' },
  },
};
