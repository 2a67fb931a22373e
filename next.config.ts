import type { NextConfig } from 'next';
import bundleAnalyzer from '@next/bundle-analyzer';

const nextConfig: NextConfig = {
  // Every page is pre-rendered and exported as plain HTML; Firebase Hosting serves `out/`.
  output: 'export',
  // A second export (the large-gallery test fixture) goes to its own folder instead of out/.
  ...(process.env.NEXT_EXPORT_DIR ? { distDir: process.env.NEXT_EXPORT_DIR } : {}),
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The stylesheet is small: inlining it removes a render-blocking request on slow networks.
  experimental: { inlineCss: true },
};

// `npm run analyze` sets ANALYZE=true (the analyzer only works with a webpack build).
export default bundleAnalyzer({ enabled: process.env.ANALYZE === 'true' })(nextConfig);
