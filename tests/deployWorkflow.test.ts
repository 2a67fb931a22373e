import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const workflows = path.resolve(__dirname, '..', '.github', 'workflows');

/** Every mention of firebase-tools in the workflows' commands (comment lines left out). */
function firebaseToolsSpecs() {
  return readdirSync(workflows)
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) =>
      readFileSync(path.join(workflows, file), 'utf8')
        .split('\n')
        .filter((line) => !line.trim().startsWith('#'))
        .flatMap((line) => [...line.matchAll(/firebase-tools(?:@\S*)?/g)].map((match) => `${file}: ${match[0]}`)),
    );
}

describe('the deploy workflow', () => {
  it('runs firebase-tools at one exact version, so a release of it cannot change a deploy unseen', () => {
    const specs = firebaseToolsSpecs();
    expect(specs.filter((spec) => spec.startsWith('deploy.yml: ')).length).toBeGreaterThan(0);
    // firebase-tools@13.35.1; not @13, @^13.35.1, @latest or no version at all.
    for (const spec of specs) expect(spec).toMatch(/: firebase-tools@\d+\.\d+\.\d+$/);
  });
});

describe('the preview workflow', () => {
  const preview = readFileSync(path.join(workflows, 'preview.yml'), 'utf8');

  it('posts the preview under the commit status the club’s editor reads, and only after the tests pass', async () => {
    const { decapConfig, editorBackendFromEnv } = await import('@/lib/editor/config');
    const { edition } = await import('@/lib/edition');
    const { config } = decapConfig(edition('en'), editorBackendFromEnv({}));
    const context = (config.backend as { preview_context: string }).preview_context;
    expect(preview).toContain(`-f context=${context} `);
    const steps = preview.indexOf('run: npm test');
    expect(steps).toBeGreaterThan(0);
    expect(preview.indexOf('hosting:channel:deploy')).toBeGreaterThan(steps);
  });
});

describe('the checkout of the build', () => {
  it('fetches the whole history in both workflows, so the feed can date each record by its last commit (a shallow clone has none)', () => {
    for (const file of ['deploy.yml', 'preview.yml']) {
      const workflow = readFileSync(path.join(workflows, file), 'utf8');
      const checkout = workflow.slice(workflow.indexOf('uses: actions/checkout'));
      expect(checkout.slice(0, 400), file).toMatch(/^uses: actions\/checkout@\S+\n\s+with:\n(\s+#.*\n)*\s+fetch-depth: 0\n/);
    }
  });
});
