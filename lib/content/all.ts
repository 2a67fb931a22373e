import { langs } from '@/lib/i18n/lang';

/**
 * Loads every validated content module, so one call checks all content at once
 * (scripts/check-content.ts, unit tests). Add each new content module here.
 */
export async function loadAllContent(): Promise<void> {
  const [, , , , , , expeditions] = await Promise.all([
    import('./club'),
    import('./legal'),
    import('./about'),
    import('./courses'),
    import('./events'),
    import('./activities'),
    import('@/lib/expeditions'),
    import('./home'),
    import('./words'),
    import('./glossary'),
    import('./navigation'),
  ]);
  // The other editions' expedition records are built on first use; build them now so their mistakes stop the build here.
  for (const lang of langs) expeditions.allExpeditionsIn(lang);
  expeditions.expeditionPhotoFolders();
}
