/**
 * `npm run editor`: the club's editor on this machine, with no account and no network. Serves the
 * built site (out/, as `npm run serve` does) and runs Decap's local backend (decap-server) on port
 * 8081 over this folder: a save writes the record's files straight into content/ here, to be read
 * with `git diff`, checked with `npm run build` and committed as any change. (Published, the editor
 * saves to GitHub instead, each change a pull request: README, “Keeping the site up to date”.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_EDITOR_BACKEND_PORT } from '@/lib/editor/config';

const SITE_PORT = 3000;

if (!existsSync(path.join('out', 'admin', 'index.html'))) {
  console.error('The editor is not built yet: run `npm run build` first (it builds the site and the editor into out/).');
  process.exit(1);
}

const children: ChildProcess[] = [];
function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill();
    process.exit(code ?? 0);
  });
  children.push(child);
}

run(process.execPath, [require.resolve('decap-server/dist/index.js')], {
  // `fs`: saves go into this folder's files; `git` would commit to a branch per change, as on GitHub.
  MODE: process.env.MODE ?? 'fs',
  PORT: String(LOCAL_EDITOR_BACKEND_PORT),
  BIND_HOST: '127.0.0.1',
  GIT_REPO_DIRECTORY: process.cwd(),
});
run('npx', ['superstatic', 'serve', '.', '--config', 'firebase.json', '--compression', '--port', String(SITE_PORT), '--host', '127.0.0.1']);
console.log(`The club's editor: http://127.0.0.1:${SITE_PORT}/admin/ (saves go into content/ here; stop with Ctrl+C)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => children.forEach((child) => child.kill(signal)));
