import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './importGraph';

/**
 * Nothing stray at the root of the repository: a scratch file left there (a `*.tmp.*` crop script,
 * a `.bak`, an editor's `~` copy) is neither committed nor left lying about untracked. Build output
 * and caches are ignored in .gitignore, so they never count.
 */
const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
const atRoot = (files: string) => files.split('\n').filter((file) => file !== '' && !file.includes('/'));
const scratch = /(\.(tmp|bak|orig|rej|swp)(\.|$))|(^|[._-])(scratch|untitled|copy)([._-]|$)|~$/i;

describe('the root of the repository', () => {
  it('holds no untracked file (every file is committed or ignored)', () => {
    expect(atRoot(git('ls-files', '--others', '--exclude-standard'))).toEqual([]);
  });

  it('holds no committed scratch file', () => {
    expect(atRoot(git('ls-files')).filter((file) => scratch.test(file))).toEqual([]);
  });
});
