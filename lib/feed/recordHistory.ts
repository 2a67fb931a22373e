import { execFileSync } from 'node:child_process';

/** When a record file was first committed and last changed (committer dates: with the editor's squash merges, when the change was published). */
export interface FileHistory {
  added: Date;
  changed: Date;
}

/** Each record file's history, by its path inside the content folder (`expeditions/Everest-2010.en.yml`). */
export type RecordHistory = ReadonlyMap<string, FileHistory>;

/**
 * The Git history of the record files in `folders` of the content folder `dir`, read once with one
 * `git log`. Every change to a record is a commit: the club's editor saves each as a pull request
 * merged into the repository (README, “Keeping the site up to date”), and a programmer's change is
 * committed as any other. `null` when there is no history to trust: not a Git checkout, no `git`,
 * or a shallow clone (every file would seem added by its one commit, on the day of the build's
 * checkout). The feed then falls back to the records' own dates.
 */
export function recordHistory(dir: string, folders: readonly string[]): RecordHistory | null {
  const git = (args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  let log: string;
  try {
    if (git(['rev-parse', '--is-shallow-repository']).trim() !== 'false') return null;
    // Newest first; `--relative` names each file from `dir`, and leaves out files outside it.
    log = git(['log', '--format=%x00%cI', '--name-only', '--relative', '--no-renames', '--', ...folders]);
  } catch {
    return null;
  }
  const history = new Map<string, FileHistory>();
  let date: Date | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) date = new Date(line.slice(1));
    else if (line.trim() !== '' && date) {
      const known = history.get(line);
      // The first time a file is seen is its last change; each older commit moves its addition back.
      history.set(line, known ? { added: date, changed: known.changed } : { added: date, changed: date });
    }
  }
  return history;
}
