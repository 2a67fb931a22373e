import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { club } from '@/lib/content/club';
import { listPlaceholders } from '@/lib/content/placeholders';
import { inContentCopy, type ContentCopy } from '@/tests/fixtures/contentCopy';

const root = path.resolve(__dirname, '..');

function checkContent(env: Record<string, string | undefined>) {
  // tsx as a loader in this node, not its launcher (which starts a second node): 0.8 → 0.4 s a run.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
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

  // The check run on a copy of content/ (CONTENT_DIR) with one expedition broken one way at a time:
  // the build stops before Next starts, and its one message names the file the maintainer opens
  // (a record of a folder is its own file, so the file is the entry), the field, and what is wrong.
  const broken = (change: (copy: ContentCopy) => void) => inContentCopy(change, () => checkContent({}));
  const everest = 'expeditions/Everest-2010';

  it('a year before the club was founded', () => {
    const { status, stderr, stdout } = broken((copy) => copy.edit(`${everest}.en.yml`, /^year: 2010$/m, 'year: 1850'));
    expect(status).toBe(1);
    expect(stdout).not.toContain('Content is valid');
    expect(stderr).toContain('✖ Invalid content in content/expeditions/Everest-2010.en.yml:\n  - year: the club was founded in 1986\n');
  });

  it('a team member no person file has', () => {
    // A misspelt id, in the record and in its Bengali words alike (their team lists go by the same ids).
    const { status, stderr } = broken((copy) => {
      for (const lang of ['en', 'bn']) copy.edit(`${everest}.${lang}.yml`, /person: bivas-sarkar$/m, 'person: bivas-sarkr');
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      'content/expeditions/Everest-2010.en.yml › field members[4].person: "bivas-sarkr" is not the id of anyone in content/people/; add the person there (with the spellings sources use), or correct the id',
    );
  });

  it('Bengali words written in Latin letters', () => {
    // An expedition has no title of its own (pages title it by its peak and year); its route is its
    // own words, and in the Bengali file they are transliterated instead of written in Bengali.
    const { status, stderr } = broken((copy) => copy.edit(`${everest}.bn.yml`, /^route: .*$/m, 'route: Nepaler dik theke, South Col o South-East Ridge hoye'));
    expect(status).toBe(1);
    expect(stderr).toContain(
      '✖ Invalid content in content/expeditions/Everest-2010.bn.yml:\n  - route: must equal the English value "South Col and South-East Ridge, from Nepal" (facts are not translated) or be written in Bengali\n',
    );
  });
});

describe('package.json "build"', () => {
  const build = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.build as string;

  it('runs the content check before anything else, so a release build stops before Next starts', () => {
    expect(build.startsWith('node --import tsx scripts/check-content.ts && ')).toBe(true);
    expect(build.indexOf('scripts/check-content.ts')).toBeLessThan(build.indexOf('next build'));
  });
});
