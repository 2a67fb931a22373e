import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import bundleAnalyzer from '@next/bundle-analyzer';

const nextConfig: NextConfig = {
  // Every page is pre-rendered and exported as plain HTML; Firebase Hosting serves `out/`.
  output: 'export',
  // `npm run analyze` exports to a folder of its own (out-analyze) instead of out/.
  ...(process.env.NEXT_EXPORT_DIR ? { distDir: process.env.NEXT_EXPORT_DIR } : {}),
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Two root layouts (English and Bengali editions): the one 404 page comes from
  // app/global-not-found.tsx, which needs this flag in Next 16. `cpus`: page generation on every
  // core (Next's default leaves one to its main process, which mostly waits meanwhile): 22 s → 16 s
  // for the 1,023 pages on this 2-core machine.
  experimental: { globalNotFound: true, cpus: availableParallelism() },
  // `npm test` type-checks the whole project (tsc --noEmit) beside its builds, and says so with this
  // variable: the build's own check of the same files would take another 14 s, twice (two builds).
  typescript: { ignoreBuildErrors: process.env.MAK_TYPES_CHECKED === '1' },
  // No experimental.inlineCss: it put the 59 KB stylesheet into every page twice (as <style> and
  // again inside the React payload), and hydrating that payload cost 1 to 2 s of blocking time in
  // the bench; one cached stylesheet request costs far less.
};

// `npm run analyze` sets ANALYZE=true (the analyzer only works with a webpack build).
export default bundleAnalyzer({ enabled: process.env.ANALYZE === 'true' })(nextConfig);
