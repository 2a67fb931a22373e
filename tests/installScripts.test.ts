import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** Every locked package that runs a script when installed, as name@version. */
const withScripts = Object.entries(lock.packages)
  .filter(([where, entry]) => where && entry.hasInstallScript)
  .map(([where, entry]) => `${where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`);

/** A policy key's package name: `esbuild`, `esbuild@0.28.2`, `@firebase/util`. */
const nameOf = (key: string) => key.replace(/(?<=.)@.*$/, '');

describe('install scripts (npm’s allowScripts policy in package.json)', () => {
  const policy = Object.keys(pkg.allowScripts ?? {});

  it('allows or denies every locked package with an install script, so npm install asks nobody to decide', () => {
    for (const locked of withScripts) {
      const covered = policy.some((key) => key === nameOf(locked) || key === locked);
      expect(covered, `${locked} runs an install script: allow or deny it in package.json "allowScripts" and say why in the README`).toBe(true);
    }
  });

  it('names only packages that are still locked with an install script, each explained in the README', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const key of policy) {
      expect(withScripts.some((locked) => nameOf(locked) === nameOf(key)), `${key} is no longer installed with a script: remove it (npm install-scripts prune)`).toBe(true);
      expect(readme.includes(`| \`${nameOf(key)}\``), `README table row for ${key}`).toBe(true);
    }
  });
});
