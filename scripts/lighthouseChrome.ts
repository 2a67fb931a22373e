/**
 * The Chrome flags of every Lighthouse run of `npm run bench` (bench.ts, benchImages.ts).
 *
 * Lighthouse's launcher (chrome-launcher 1.2.1, https://github.com/GoogleChrome/chrome-launcher/blob/main/src/flags.ts)
 * turns Chrome's RenderDocument off, which visitors' Chrome has on. With it off, Chromium 150 and 156
 * hold a long page's first frame for about a second after load (two seconds when a font is
 * preloaded), so Lantern counted the runtime, which starts at load, into the page's LCP. Chrome keeps
 * only the last --disable-features, so this one repeats the launcher's list without RenderDocument.
 */
const launcherDisabledFeatures = ['Translate', 'OptimizationHints', 'MediaRouter', 'DialMediaRouteProvider', 'CalculateNativeWinOcclusion', 'InterestFeedContentSuggestions', 'CertificateTransparencyComponentUpdater', 'AutofillServerCommunication', 'PrivacySandboxSettings4'];
export const lighthouseChromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', `--disable-features=${launcherDisabledFeatures.join(',')}`];
