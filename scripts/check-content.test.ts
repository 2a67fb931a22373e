import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { club } from '@/lib/content/club';
import { listPlaceholders } from '@/lib/content/placeholders';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function checkContent(env: Record<string, string | undefined>) {
  const result = spawnSync(tsx, ['scripts/check-content.ts'], {
    cwd: root,
    env: { ...process.env, RELEASE: undefined, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe('scripts/check-content.ts', () => {
  it('fails a RELEASE=true build before Next starts, naming every placeholder as file › field', () => {
    const { status, stderr, stdout } = checkContent({ RELEASE: 'true' });
    expect(status).toBe(1);
    expect(stdout).not.toContain('Content is valid');
    expect(stderr).toContain('RELEASE=true');
    // The shipped placeholders, each named by file and field.
    for (const field of ['secretary.email', 'phones[0] (Phone 1)', 'phones[1] (Phone 2)', 'phones[2] (Phone 3)', 'helpLine', 'registration', 'affiliation']) {
      expect(stderr).toContain(`content/club.yml › en › ${field}:`);
    }
    expect(stderr).toContain(club.secretary.email.address);
    for (const line of listPlaceholders()) expect(stderr).toContain(line);
  });

  it('lets a plain build go on, printing the same list as a warning', () => {
    const { status, stderr, stdout } = checkContent({});
    expect(status).toBe(0);
    expect(stdout).toContain('Content is valid');
    expect(stderr).toContain('content/club.yml › en › secretary.email:');
    expect(checkContent({ RELEASE: 'false' }).status).toBe(0);
  });
});

describe('scripts/check-content.ts catches a content mistake', () => {
  it('loads every content module inside its try, so the mistake prints as ✖ file › entry › field, not a stack trace', () => {
    const source = readFileSync(path.join(root, 'scripts/check-content.ts'), 'utf8');
    const staticImports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    // Validation runs when a content module loads: only the error class may be imported up front.
    expect(staticImports).toEqual(['@/lib/content/parse']);
    expect(source).toMatch(/try \{[\s\S]*await import\('@\/lib\/edition'\)[\s\S]*for \(const lang of langs\) edition\(lang\)[\s\S]*await import\('@\/lib\/content'\)[\s\S]*\} catch/);
  });
});

describe('package.json "build"', () => {
  const build = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.build as string;

  it('runs the content check before anything else, so a release build stops before Next starts', () => {
    expect(build.startsWith('tsx scripts/check-content.ts && ')).toBe(true);
    expect(build.indexOf('scripts/check-content.ts')).toBeLessThan(build.indexOf('next build'));
  });
});
