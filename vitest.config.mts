import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside React's server bundle; unit tests run the server modules directly.
      'server-only': path.resolve(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['app/**/*.test.ts', 'lib/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.ts', 'editor/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
