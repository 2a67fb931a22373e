import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordHistory } from './recordHistory';

/** A repository of its own: content/ with two records, one of them changed in a later commit. */
const root = mkdtempSync(path.join(tmpdir(), 'record-history-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function git(cwd: string, args: string[], date?: string) {
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.org', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.org', ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) };
  return execFileSync('git', args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

const repo = path.join(root, 'repo');
const content = path.join(repo, 'content');
mkdirSync(path.join(content, 'expeditions'), { recursive: true });
mkdirSync(path.join(content, 'people'), { recursive: true });
git(repo, ['init', '-q']);
writeFileSync(path.join(content, 'expeditions', 'Everest-2010.en.yml'), 'slug: Everest-2010\n');
writeFileSync(path.join(content, 'people', 'rumpa-das.en.yml'), 'id: rumpa-das\n');
writeFileSync(path.join(repo, 'README.md'), 'outside content\n');
git(repo, ['add', '.']);
git(repo, ['commit', '-q', '-m', 'records'], '2024-01-02T10:00:00+05:30');
writeFileSync(path.join(content, 'expeditions', 'Everest-2010.en.yml'), 'slug: Everest-2010\nyear: 2010\n');
git(repo, ['commit', '-q', '-am', 'correct Everest'], '2025-03-04T09:30:00+00:00');

describe('recordHistory', () => {
  it('gives each record file its first and last commit, by its path in the content folder', () => {
    const history = recordHistory(content, ['expeditions', 'people'])!;
    expect(history.get('expeditions/Everest-2010.en.yml')).toEqual({ added: new Date('2024-01-02T04:30:00Z'), changed: new Date('2025-03-04T09:30:00Z') });
    expect(history.get('people/rumpa-das.en.yml')).toEqual({ added: new Date('2024-01-02T04:30:00Z'), changed: new Date('2024-01-02T04:30:00Z') });
    expect([...history.keys()].sort()).toEqual(['expeditions/Everest-2010.en.yml', 'people/rumpa-das.en.yml']);
  });

  it('reads only the folders it is given', () => {
    expect([...recordHistory(content, ['people'])!.keys()]).toEqual(['people/rumpa-das.en.yml']);
  });

  it('trusts no history in a shallow clone, where every file seems added by the one commit', () => {
    const shallow = path.join(root, 'shallow');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    expect(recordHistory(path.join(shallow, 'content'), ['expeditions', 'people'])).toBeNull();
  });

  it('has none outside a Git checkout', () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    try {
      expect(recordHistory(plain, ['expeditions'])).toBeNull();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
