/**
 * What every command of the gallery tool shares: where it writes (ToolIo), how it fails
 * (ToolError), how it reads its arguments, and how it prints a table cell or a progress bar.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface ToolOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ToolIo {
  stdout: ToolOutput;
  stderr: ToolOutput;
  env: Readonly<Record<string, string | undefined>>;
  /** Bound for each Firestore call; FIRESTORE_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Resolves when the `emulator` command should stop (default: on SIGINT/SIGTERM). */
  untilStopped?: () => Promise<void>;
  /** The folder site paths name files in, as the build's; `public` by default. */
  publicDir?: string;
}

/** A failure to report as one line and exit with `code` (1: bad input or Firestore; 2: usage). */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** `[##########--------------]  40/100` */
export function progressBar(done: number, total: number, width = 24): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * width);
  const count = String(total).length;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(done).padStart(count)}/${total}`;
}

/** Command-line numbers stay text when they are not numbers, so that the schema names the problem. */
export function numberOrText(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

export function parse(command: string, args: string[], options: NonNullable<ParseArgsConfig['options']>, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
  } catch (error) {
    throw new ToolError(`gallery ${command}: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
  if (parsed.positionals.length > positionals) {
    throw new ToolError(`gallery ${command}: unexpected argument "${parsed.positionals[positionals]}"`, 2);
  }
  return parsed;
}

/** A table cell: tabs and line breaks would break the table's rows and columns. */
export function cell(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[\t\r\n]+/g, ' ') : '-';
}

export function problemsLine(problems: readonly string[]): string {
  return problems.join('; ');
}
