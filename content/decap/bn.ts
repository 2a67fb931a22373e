import { bengaliEntryEditorPhrases } from './bnEntryEditor';

/**
 * Decap CMS's own interface in Bengali: every phrase of its buttons, menus and messages, in the
 * nesting of Decap's English phrases (node_modules/decap-cms-locales, `en`), with the same keys and
 * the same `%{…}` placeholders. The words are those of the club's editor (content/bn/editor.ts): an
 * entry is a নথি, a collection an অংশ, a field a ঘর. Decap shows its English phrase for any a later
 * version of Decap adds and this file does not yet give.
 */
export const bengaliInterfacePhrases = {
  auth: {
    login: 'প্রবেশ করুন',
    loggingIn: 'প্রবেশ করা হচ্ছে…',
    loginWithNetlifyIdentity: 'Netlify Identity দিয়ে প্রবেশ করুন',
    loginWithAzure: 'Azure দিয়ে প্রবেশ করুন',
    loginWithBitbucket: 'Bitbucket দিয়ে প্রবেশ করুন',
    loginWithGitHub: 'GitHub দিয়ে প্রবেশ করুন',
    loginWithGitLab: 'GitLab দিয়ে প্রবেশ করুন',
    loginWithGitea: 'Gitea দিয়ে প্রবেশ করুন',
    loginWithForgejo: 'Forgejo দিয়ে প্রবেশ করুন',
    errors: {
      email: 'আপনার ই-মেল ঠিকানা লিখতে ভুলবেন না।',
      password: 'অনুগ্রহ করে আপনার পাসওয়ার্ড লিখুন।',
      identitySettings:
        'পরিচয় যাচাইয়ের সেটিংসে পৌঁছনো যাচ্ছে না। নথি রাখার পরিষেবা হিসেবে git-gateway ব্যবহার করলে Identity পরিষেবা ও Git Gateway চালু করা আছে কি না দেখে নিন।',
    },
  },
  app: {
    header: {
      content: 'নথি',
      workflow: 'কাজের ধাপ',
      media: 'মিডিয়া',
      quickAdd: 'দ্রুত যোগ',
    },
    app: {
      errorHeader: 'সম্পাদনা-পাতার সেটিংস লোড করতে ত্রুটি হয়েছে',
      configErrors: 'সেটিংসে ত্রুটি',
      checkConfigYml: 'আপনার config.yml ফাইলটি দেখে নিন।',
      loadingConfig: 'সেটিংস লোড হচ্ছে…',
      waitingBackend: 'নথি রাখার পরিষেবার জন্য অপেক্ষা করা হচ্ছে…',
    },
    notFoundPage: {
      header: 'পাওয়া যায়নি',
    },
  },
  collection: {
    sidebar: {
      collections: 'অংশ',
      allCollections: 'সব অংশ',
      searchAll: 'সবখানে খুঁজুন',
      searchIn: 'কোথায় খুঁজবেন',
    },
    collectionTop: {
      sortBy: 'সাজান',
      viewAs: 'যেভাবে দেখবেন',
      viewAsList: 'তালিকা আকারে দেখার বিকল্প',
      viewAsGrid: 'গ্রিড আকারে দেখার বিকল্প',
      newButton: '＋ %{collectionLabel}',
      newButtonAriaLabel: '%{collectionLabel} ধরনের একটি নথি তৈরি করুন',
      ascending: 'ঊর্ধ্বক্রমে',
      descending: 'অধঃক্রমে',
      searchResults: '“%{searchTerm}” অনুসন্ধানের ফল',
      searchResultsInCollection: '“%{searchTerm}” অনুসন্ধানের ফল, %{collection} অংশে',
      filterBy: 'বেছে দেখান',
      groupBy: 'ভাগ করে দেখান',
    },
    entries: {
      loadingEntries: 'নথি লোড হচ্ছে…',
      cachingEntries: 'নথিগুলি সাময়িকভাবে জমা রাখা হচ্ছে…',
      longerLoading: 'এতে কয়েক মিনিট লাগতে পারে',
      noEntries: 'কোনও নথি নেই',
      unpublishedHeader: 'অপ্রকাশিত নথি',
    },
    groups: {
      other: 'অন্যান্য',
      negateLabel: '%{label} নয়',
    },
    defaultFields: {
      author: {
        label: 'লেখক',
      },
      updatedOn: {
        label: 'পরিবর্তনের তারিখ',
      },
    },
  },
  editor: bengaliEntryEditorPhrases,
  mediaLibrary: {
    mediaLibraryCard: {
      draft: 'খসড়া',
      copy: 'কপি করুন',
      copyUrl: 'ঠিকানা কপি করুন',
      copyPath: 'পথ কপি করুন',
      copyName: 'নাম কপি করুন',
      copied: 'কপি হয়েছে',
    },
    mediaLibrary: {
      onDelete: 'আপনি কি নিশ্চিত যে বাছাই করা মিডিয়া মুছে ফেলতে চান?',
      fileTooLarge: 'ফাইলটি খুব বড়।\nসেটিংস অনুযায়ী %{size} kB-এর চেয়ে বড় ফাইল নেওয়া যায় না।',
    },
    mediaLibraryModal: {
      loading: 'লোড হচ্ছে…',
      close: 'বন্ধ করুন',
      noResults: 'কোনও ফল পাওয়া যায়নি।',
      noAssetsFound: 'কোনও ফাইল পাওয়া যায়নি।',
      noImagesFound: 'কোনও ছবি পাওয়া যায়নি।',
      private: 'ব্যক্তিগত ',
      images: 'ছবি',
      mediaAssets: 'মিডিয়া ফাইল',
      search: 'খুঁজুন…',
      uploading: 'আপলোড হচ্ছে…',
      upload: 'আপলোড করুন',
      download: 'ডাউনলোড করুন',
      deleting: 'মোছা হচ্ছে…',
      deleteSelected: 'বাছাই করা ফাইল মুছুন',
      chooseSelected: 'বাছাই করা ফাইল নিন',
    },
  },
  ui: {
    default: {
      goBackToSite: 'সাইটে ফিরে যান',
    },
    errorBoundary: {
      title: 'ত্রুটি',
      details: 'একটি ত্রুটি ঘটেছে – অনুগ্রহ করে ',
      reportIt: 'GitHub-এ এটি নিয়ে একটি ইস্যু খুলুন।',
      detailsHeading: 'বিস্তারিত',
      privacyWarning:
        'ইস্যু খুললে তাতে আগে থেকেই ত্রুটির বার্তা ও ত্রুটি খোঁজার তথ্য বসানো থাকে।\nতথ্যগুলি ঠিক আছে কি না দেখে নিন, আর কোনও গোপন তথ্য থাকলে সরিয়ে দিন।',
      recoveredEntry: {
        heading: 'উদ্ধার করা নথি',
        warning: 'এই পাতা ছেড়ে যাওয়ার আগে অনুগ্রহ করে এটি কপি করে কোথাও পেস্ট করে রাখুন!',
        copyButtonLabel: 'ক্লিপবোর্ডে কপি করুন',
      },
    },
    settingsDropdown: {
      logOut: 'বেরিয়ে যান',
      account: 'অ্যাকাউন্টের বিকল্পের তালিকা',
    },
    toast: {
      onFailToLoadEntries: 'নথি লোড করা যায়নি: %{details}',
      onFailToLoadDeployPreview: 'প্রিভিউ লোড করা যায়নি: %{details}',
      onFailToPersist: 'নথি সংরক্ষণ করা যায়নি: %{details}',
      onFailToDelete: 'নথি মোছা যায়নি: %{details}',
      onFailToUpdateStatus: 'অবস্থা বদলানো যায়নি: %{details}',
      missingRequiredField: 'ওহো, পূরণ করতেই হবে এমন একটি ঘর বাদ পড়ে গিয়েছে। সংরক্ষণের আগে সেটি পূরণ করুন।',
      entrySaved: 'নথি সংরক্ষিত হয়েছে',
      entryPublished: 'নথি প্রকাশিত হয়েছে',
      entryUnpublished: 'নথির প্রকাশ প্রত্যাহার করা হয়েছে',
      onFailToPublishEntry: 'প্রকাশ করা যায়নি: %{details}',
      onFailToUnpublishEntry: 'নথির প্রকাশ প্রত্যাহার করা যায়নি: %{details}',
      entryUpdated: 'নথির অবস্থা বদলানো হয়েছে',
      onDeleteUnpublishedChanges: 'অপ্রকাশিত পরিবর্তন মুছে ফেলা হয়েছে',
      noteAdded: 'টীকা যোগ করা হয়েছে',
      onFailToAddNote: 'টীকা যোগ করা যায়নি: %{details}',
      noteUpdated: 'টীকা বদলানো হয়েছে',
      onFailToUpdateNote: 'টীকা বদলানো যায়নি: %{details}',
      noteDeleted: 'টীকা মুছে ফেলা হয়েছে',
      onFailToDeleteNote: 'টীকা মোছা যায়নি: %{details}',
      noteResolved: 'টীকার মীমাংসা করা হয়েছে',
      noteReopened: 'টীকা আবার খোলা হয়েছে',
      onFailToToggleNote: 'টীকার মীমাংসার অবস্থা বদলানো যায়নি: %{details}',
      onFailToAuth: '%{details}',
      onLoggedOut: 'আপনাকে বের করে দেওয়া হয়েছে; অনুগ্রহ করে যা লিখেছেন তার একটি কপি রেখে আবার প্রবেশ করুন',
      onBackendDown: 'নথি রাখার পরিষেবায় এখন বিভ্রাট চলছে। আরও জানতে %{details} দেখুন',
    },
  },
  workflow: {
    workflow: {
      loading: 'সম্পাদনার কাজের ধাপের নথি লোড হচ্ছে',
      workflowHeading: 'সম্পাদনার কাজের ধাপ',
      newPost: 'নতুন নথি',
      description:
        '%{smart_count}টি নথি পর্যালোচনার অপেক্ষায়, %{readyCount}টি প্রকাশের জন্য প্রস্তুত। |||| %{smart_count}টি নথি পর্যালোচনার অপেক্ষায়, %{readyCount}টি প্রকাশের জন্য প্রস্তুত।',
      /** A dayjs date format, not a phrase: the day before the month, as Bengali writes a date. */
      dateFormat: 'D MMMM',
    },
    workflowCard: {
      lastChange: '%{date}, পরিবর্তন করেছেন %{author}',
      lastChangeNoAuthor: '%{date}',
      lastChangeNoDate: 'পরিবর্তন করেছেন %{author}',
      deleteChanges: 'পরিবর্তন মুছুন',
      deleteNewEntry: 'নতুন নথি মুছুন',
      publishChanges: 'পরিবর্তন প্রকাশ করুন',
      publishNewEntry: 'নতুন নথি প্রকাশ করুন',
    },
    workflowList: {
      onDeleteEntry: 'আপনি কি নিশ্চিত যে এই নথিটি মুছে ফেলতে চান?',
      onPublishingNotReadyEntry:
        'কেবল “প্রস্তুত” অবস্থার নথিই প্রকাশ করা যায়। প্রকাশ করতে হলে কার্ডটি টেনে “প্রস্তুত” কলামে নিয়ে যান।',
      onPublishEntry: 'আপনি কি নিশ্চিত যে এই নথিটি প্রকাশ করতে চান?',
      draftHeader: 'খসড়া',
      inReviewHeader: 'পর্যালোচনায়',
      readyHeader: 'প্রস্তুত',
      currentEntries: '%{smart_count}টি নথি |||| %{smart_count}টি নথি',
    },
  },
};
