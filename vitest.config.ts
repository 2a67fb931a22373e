import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedTestFiles } from './tests/isolatedTestFiles';

const root = path.dirname(fileURLToPath(import.meta.url));

const testFiles = ['app/**/*.test.ts', 'lib/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.ts', 'editor/**/*.test.ts', 'tests/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside React's server bundle; unit tests run the server modules directly.
      'server-only': path.resolve(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolatedTestFiles, isolate: true } },
      { extends: true, test: { name: 'shared', include: testFiles, exclude: isolatedTestFiles, isolate: false } },
    ],
  },
});
