import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedTestFiles } from './isolatedTestFiles';

const root = path.resolve(__dirname, '..');
const folders = ['app', 'lib', 'content', 'scripts', 'components', 'editor', 'tests'];

function testFilesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file).split(path.sep).join('/'));
}

/** What makes a test file need a module graph of its own: it replaces modules, or stubs the environment or globals. */
const needsIsolation = /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal|spyOn|useFakeTimers)\b|process\.env\.\w+\s*=[^=]/;

describe('vitest.config.ts', () => {
  it('runs every test file that mocks or stubs in a module graph of its own, and no other', () => {
    const files = folders.filter((folder) => readdirSync(root).includes(folder)).flatMap(testFilesUnder).sort();
    expect(files.length).toBeGreaterThan(50);
    const mocking = files.filter((file) => file !== 'tests/vitestProjects.test.ts' && needsIsolation.test(readFileSync(path.join(root, file), 'utf8')));
    expect([...isolatedTestFiles].sort()).toEqual(mocking);
  });
});
