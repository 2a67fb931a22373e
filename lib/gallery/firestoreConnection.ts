import fs from 'node:fs';
import net from 'node:net';
import { applicationDefault, cert, deleteApp, initializeApp, type App, type Credential } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * Which Firestore the gallery reads and the maintainers' tool writes, from the environment.
 * Deliberately without `server-only`: the tool (`scripts/gallery.ts`) runs outside Next.js.
 *
 * Precedence, first match wins:
 *   1. FIRESTORE_EMULATOR_HOST=host:port   an emulator (the SDK itself forces this one too);
 *   2. FIREBASE_SERVICE_ACCOUNT            a service-account key: the JSON, or the JSON base64-encoded;
 *   3. GOOGLE_APPLICATION_CREDENTIALS      the path of a credentials JSON file;
 *   4. FIREBASE_PROJECT_ID alone           Google's application default credentials (gcloud, CI on GCP).
 * FIREBASE_PROJECT_ID names the project for 2-4 (2 and 3 fall back to the file's project_id) and
 * for an emulator (default `demo-mak`). With none of 1-4 set, there is no configured Firestore:
 * the build then reads its embedded default (see embeddedEmulator.ts), the tool refuses to run.
 */

export const ENV = {
  emulatorHost: 'FIRESTORE_EMULATOR_HOST',
  serviceAccount: 'FIREBASE_SERVICE_ACCOUNT',
  credentialsFile: 'GOOGLE_APPLICATION_CREDENTIALS',
  projectId: 'FIREBASE_PROJECT_ID',
} as const;

/** How long one read or write may take before the build or the tool gives up. */
export const FIRESTORE_TIMEOUT_MS = 15_000;

/** The project id used for emulators when FIREBASE_PROJECT_ID is not set (`demo-` = never real). */
export const DEFAULT_EMULATOR_PROJECT_ID = 'demo-mak';

type Env = Readonly<Record<string, string | undefined>>;

export interface ServiceAccountKey {
  projectId?: string;
  clientEmail: string;
  privateKey: string;
}

export type FirestoreTarget =
  | { kind: 'emulator'; source: 'FIRESTORE_EMULATOR_HOST' | 'embedded'; host: string; projectId: string }
  | { kind: 'service-account'; source: 'FIREBASE_SERVICE_ACCOUNT'; projectId: string; key: ServiceAccountKey }
  | {
      kind: 'application-default';
      source: 'GOOGLE_APPLICATION_CREDENTIALS' | 'FIREBASE_PROJECT_ID';
      projectId: string | undefined;
    };

/**
 * The one kind of error the gallery's Firestore access throws: a single line naming the cause and
 * the environment variable to check, so that a failed build says what to fix.
 */
export class GallerySourceError extends Error {
  constructor(
    message: string,
    readonly variable: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(oneLine(message), options);
    this.name = 'GallerySourceError';
  }
}

/** Collapses a (possibly multi-line) message to one line. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** The first line of an unknown error's message, for quoting a cause. */
export function firstLineOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').trim().slice(0, 300);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** `host:port` → parts, or a config error naming FIRESTORE_EMULATOR_HOST. */
export function parseEmulatorHost(value: string): { hostname: string; port: number } {
  let url: URL | undefined;
  try {
    url = new URL(`http://${value}`);
  } catch {
    url = undefined;
  }
  const port = url ? Number(url.port) : NaN;
  if (!url || !url.port || !Number.isInteger(port) || port <= 0 || url.pathname !== '/' || value.includes('://')) {
    throw new GallerySourceError(
      `gallery: ${ENV.emulatorHost}="${value}" is not host:port (like 127.0.0.1:8080). Check ${ENV.emulatorHost}.`,
      ENV.emulatorHost,
    );
  }
  return { hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'), port };
}

function parseServiceAccount(raw: string, env: Env): FirestoreTarget {
  const variable = ENV.serviceAccount;
  const text = raw.trim().startsWith('{') ? raw : Buffer.from(raw.trim(), 'base64').toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GallerySourceError(
      `gallery: ${variable} is neither a service-account JSON nor base64-encoded JSON. Check ${variable}.`,
      variable,
    );
  }
  const record = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const field = (name: string) => (typeof record[name] === 'string' ? (record[name] as string) : undefined);
  const clientEmail = field('client_email');
  const privateKey = field('private_key');
  const missing = [clientEmail ? undefined : 'client_email', privateKey ? undefined : 'private_key'].filter(Boolean);
  if (!clientEmail || !privateKey) {
    throw new GallerySourceError(
      `gallery: ${variable} has no ${missing.join(' or ')}; it must be a service-account key file's JSON. Check ${variable}.`,
      variable,
    );
  }
  const projectId = nonEmpty(env[ENV.projectId]) ?? field('project_id');
  if (!projectId) {
    throw new GallerySourceError(
      `gallery: no project id: set ${ENV.projectId} (the key in ${variable} has no project_id). Check ${ENV.projectId}.`,
      ENV.projectId,
    );
  }
  return {
    kind: 'service-account',
    source: variable,
    projectId,
    key: { projectId: field('project_id'), clientEmail, privateKey: privateKey.replace(/\\n/g, '\n') },
  };
}

function parseCredentialsFile(file: string, env: Env): FirestoreTarget {
  const variable = ENV.credentialsFile;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const cause = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : 'is not a readable JSON file';
    throw new GallerySourceError(`gallery: ${variable}="${file}" ${cause}. Check ${variable}.`, variable, { cause: error });
  }
  const fileProject = (json as { project_id?: unknown; quota_project_id?: unknown } | null)?.project_id;
  return {
    kind: 'application-default',
    source: variable,
    projectId: nonEmpty(env[ENV.projectId]) ?? (typeof fileProject === 'string' ? fileProject : undefined),
  };
}

/**
 * The Firestore configured by `env`, or null when none is (see the precedence above). Throws a
 * GallerySourceError for a variable that is set but unusable.
 */
export function resolveFirestoreTarget(env: Env = process.env): FirestoreTarget | null {
  const emulatorHost = nonEmpty(env[ENV.emulatorHost]);
  if (emulatorHost) {
    parseEmulatorHost(emulatorHost);
    return {
      kind: 'emulator',
      source: ENV.emulatorHost,
      host: emulatorHost,
      projectId: nonEmpty(env[ENV.projectId]) ?? DEFAULT_EMULATOR_PROJECT_ID,
    };
  }
  const serviceAccount = nonEmpty(env[ENV.serviceAccount]);
  if (serviceAccount) return parseServiceAccount(serviceAccount, env);
  const credentialsFile = nonEmpty(env[ENV.credentialsFile]);
  if (credentialsFile) return parseCredentialsFile(credentialsFile, env);
  const projectId = nonEmpty(env[ENV.projectId]);
  if (projectId) return { kind: 'application-default', source: ENV.projectId, projectId };
  return null;
}

/** Where the data lives, for messages: "the Firestore emulator at 127.0.0.1:8080". */
export function describeTarget(target: FirestoreTarget): string {
  switch (target.kind) {
    case 'emulator':
      return target.source === 'embedded'
        ? `the embedded Firestore emulator at ${target.host}`
        : `the Firestore emulator at ${target.host}`;
    case 'service-account':
      return `Firestore project ${target.projectId}`;
    case 'application-default':
      return target.projectId ? `Firestore project ${target.projectId}` : 'Firestore (project from the credentials)';
  }
}

export interface FirestoreConnection {
  readonly db: Firestore;
  readonly app: App;
  readonly target: FirestoreTarget;
  /** Ends the connection (and its gRPC channels) so that the build process can exit. */
  close(): Promise<void>;
}

let appCounter = 0;

/**
 * Opens a Firestore client on its own, uniquely named firebase-admin app, so that the loader, the
 * tool, the embedded emulator and the tests never share (or clash over) the default app.
 * Never sets preferRest: the in-process emulator only speaks gRPC.
 */
export function openFirestore(target: FirestoreTarget): FirestoreConnection {
  const name = `mak-gallery-${process.pid}-${++appCounter}`;
  let app: App;
  try {
    if (target.kind === 'service-account') {
      const credential: Credential = cert({
        projectId: target.projectId,
        clientEmail: target.key.clientEmail,
        privateKey: target.key.privateKey,
      });
      app = initializeApp({ credential, projectId: target.projectId }, name);
    } else if (target.kind === 'application-default') {
      app = initializeApp(
        target.projectId ? { credential: applicationDefault(), projectId: target.projectId } : { credential: applicationDefault() },
        name,
      );
    } else {
      app = initializeApp({ projectId: target.projectId }, name);
    }
  } catch (error) {
    const variable = target.kind === 'emulator' ? ENV.emulatorHost : target.source;
    throw new GallerySourceError(
      `gallery: cannot use the credentials for ${describeTarget(target)}: ${firstLineOf(error)}. Check ${variable}.`,
      variable,
      { cause: error },
    );
  }
  const db = getFirestore(app);
  // For FIRESTORE_EMULATOR_HOST the SDK reads the variable itself; the embedded emulator is reached
  // through settings instead, so that the build never changes process.env behind anyone's back.
  // The explicit universe domain stops the client from probing Google's metadata server for one (a
  // needless, possibly slow request on a machine that is not on Google Cloud).
  if (target.kind === 'emulator') db.settings({ host: target.host, ssl: false, universeDomain: 'googleapis.com' });
  let closed = false;
  return {
    db,
    app,
    target,
    async close() {
      if (closed) return;
      closed = true;
      // Bounded, like every other step: a stuck channel must not keep the build from exiting.
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 5_000);
        timer.unref();
      });
      await Promise.race([deleteApp(app).catch(() => undefined), giveUp]);
      clearTimeout(timer);
    },
  };
}

/** Rejects with a GallerySourceError when `promise` has not settled after `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, target: FirestoreTarget): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const seconds = Math.round(ms / 100) / 10;
      reject(
        new GallerySourceError(
          `gallery: no answer from ${describeTarget(target)} within ${seconds} s (unreachable, blocked, or not a Firestore). ${checkHint(target, 'unreachable')}`,
          variableFor(target, 'unreachable'),
        ),
      );
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type Cause = 'unreachable' | 'credentials' | 'permission' | 'no-database' | 'other';

function variableFor(target: FirestoreTarget, cause: Cause): string | undefined {
  if (target.kind === 'emulator') return target.source === 'embedded' ? undefined : ENV.emulatorHost;
  if (cause === 'no-database' || cause === 'unreachable' || (cause === 'permission' && target.source === ENV.projectId)) return ENV.projectId;
  return target.source;
}

function checkHint(target: FirestoreTarget, cause: Cause): string {
  if (target.kind === 'emulator') {
    return target.source === 'embedded'
      ? `The embedded emulator failed; set ${ENV.emulatorHost} or ${ENV.serviceAccount} to read another Firestore.`
      : `Check ${ENV.emulatorHost} (is the emulator running there?).`;
  }
  switch (cause) {
    case 'unreachable':
      return `Check network access to *.googleapis.com and ${ENV.projectId}.`;
    case 'credentials':
      return `Check ${target.source}.`;
    case 'permission':
      return `Check ${ENV.projectId} and that the account in ${target.source} may read Firestore (role Cloud Datastore User).`;
    case 'no-database':
      return `Check ${ENV.projectId}.`;
    case 'other':
      return `Check ${target.source} and ${ENV.projectId}.`;
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH']);

function classify(error: unknown): { cause: Cause; reason: string } {
  if (error instanceof GallerySourceError) return { cause: 'other', reason: error.message };
  const code = (error as { code?: unknown } | null)?.code;
  const message = firstLineOf(error);
  // gRPC status codes (google-gax errors carry them as numbers).
  if (code === 14) return { cause: 'unreachable', reason: `unreachable (${message})` };
  if (code === 4) return { cause: 'unreachable', reason: `no answer in time (${message})` };
  if (code === 16) return { cause: 'credentials', reason: `credentials rejected (${message})` };
  if (code === 7) return { cause: 'permission', reason: `permission denied (${message})` };
  if (code === 5) return { cause: 'no-database', reason: `project or database not found (${message})` };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return { cause: 'unreachable', reason: `unreachable (${message})` };
  if (/invalid_grant|invalid_client|unauthorized_client|invalid_rapt|account not found/i.test(message)) {
    return { cause: 'credentials', reason: `credentials rejected by Google (${message})` };
  }
  if (/Could not load the default credentials|Unable to detect a Project Id/i.test(message)) {
    return { cause: 'credentials', reason: `no usable Google credentials (${message})` };
  }
  if (/private key|PEM|DECODER routines/i.test(message)) {
    return { cause: 'credentials', reason: `the private key is unusable (${message})` };
  }
  return { cause: 'other', reason: `unexpected error (${message})` };
}

/**
 * Turns any failure of a Firestore call into one GallerySourceError line:
 *   gallery: cannot <action> <where>: <cause>. Check <VARIABLE>.
 */
export function explainFirestoreError(error: unknown, target: FirestoreTarget, action: string): GallerySourceError {
  if (error instanceof GallerySourceError) return error;
  const { cause, reason } = classify(error);
  return new GallerySourceError(
    `gallery: cannot ${action} ${describeTarget(target)}: ${reason}. ${checkHint(target, cause)}`,
    variableFor(target, cause),
    { cause: error },
  );
}

/** Resolves when a TCP connection to `hostname:port` opens; rejects with the socket error otherwise. */
function tcpConnect(hostname: string, port: number, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port });
    const done = (error?: Error) => {
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(ms, () => done(Object.assign(new Error(`connect ETIMEDOUT ${hostname}:${port}`), { code: 'ETIMEDOUT' })));
    socket.once('connect', () => done());
    socket.once('error', done);
  });
}

/**
 * Fails fast, with the real cause, before the SDK's retries could hide it behind a timeout: an
 * emulator must accept TCP connections; production credentials must yield an access token.
 */
export async function checkFirestoreAccess(connection: FirestoreConnection, timeoutMs = FIRESTORE_TIMEOUT_MS): Promise<void> {
  const { target } = connection;
  try {
    if (target.kind === 'emulator') {
      const { hostname, port } = parseEmulatorHost(target.host);
      await tcpConnect(hostname, port, Math.min(timeoutMs, 5_000));
      return;
    }
    const credential = connection.app.options.credential;
    if (credential) await withTimeout(credential.getAccessToken(), timeoutMs, target);
  } catch (error) {
    throw explainFirestoreError(error, target, 'reach');
  }
}
