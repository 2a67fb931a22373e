import net from 'node:net';
import { applicationDefault, cert, deleteApp, initializeApp, type App, type AppOptions } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * Which Firestore the gallery reads (and the maintainers' tool writes), how to open it, and how a
 * failure is told: one line naming the cause and the setting to check. No `server-only`: the tool
 * runs outside Next.js. The first setting that is set wins:
 *   FIRESTORE_EMULATOR_HOST=host:port  an emulator;
 *   FIREBASE_SERVICE_ACCOUNT           a service-account key's JSON, plain or base64 (CI secret);
 *   GOOGLE_APPLICATION_CREDENTIALS     a key file, read by firebase-admin itself (from process.env);
 *   FIREBASE_PROJECT_ID alone          Google's application default credentials (gcloud, GCP).
 * FIREBASE_PROJECT_ID also names the project (emulators: demo-mak). None set: null, and the build
 * reads its embedded emulator (./embeddedEmulator) while the tool refuses to run.
 */
export const ENV = {
  emulatorHost: 'FIRESTORE_EMULATOR_HOST',
  serviceAccount: 'FIREBASE_SERVICE_ACCOUNT',
  credentialsFile: 'GOOGLE_APPLICATION_CREDENTIALS',
  projectId: 'FIREBASE_PROJECT_ID',
} as const;

/** How long one read, write or access check may take before the build or the tool gives up. */
export const FIRESTORE_TIMEOUT_MS = 15_000;
/** The project id of emulators when FIREBASE_PROJECT_ID is not set (`demo-` = never a real one). */
export const DEFAULT_EMULATOR_PROJECT_ID = 'demo-mak';

type Env = Readonly<Record<string, string | undefined>>;

export interface FirestoreTarget {
  /** For messages: "the Firestore emulator at 127.0.0.1:8080", "Firestore project mak-site". */
  where: string;
  /** The setting that chose this Firestore; 'embedded' for the build's own emulator. */
  source: (typeof ENV)[keyof typeof ENV] | 'embedded';
  /** An emulator's host:port (reached through settings, probed over TCP first). */
  host?: string;
  options: AppOptions;
}

/** The one error of gallery access: a single line naming the cause and the setting to check. */
export class GallerySourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message.replace(/\s*\n\s*/g, ' ').trim(), options);
    this.name = 'GallerySourceError';
  }
}

export function firstLineOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim().slice(0, 300);
}

export function emulatorTarget(host: string, source: 'embedded' | typeof ENV.emulatorHost, projectId = DEFAULT_EMULATOR_PROJECT_ID): FirestoreTarget {
  const where = `${source === 'embedded' ? 'the embedded' : 'the'} Firestore emulator at ${host}`;
  return { where, source, host, options: { projectId } };
}

/** The Firestore `env` configures (see above), or null; a setting that is set but unusable throws. */
export function resolveFirestoreTarget(env: Env = process.env): FirestoreTarget | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const projectId = value(ENV.projectId);
  const host = value(ENV.emulatorHost);
  if (host) {
    if (!/^(\[[0-9a-f:.]+\]|[\w.-]+):\d{1,5}$/i.test(host)) {
      const message = `gallery: ${ENV.emulatorHost}="${host}" is not host:port (like 127.0.0.1:8080). Check ${ENV.emulatorHost}.`;
      throw new GallerySourceError(message);
    }
    return emulatorTarget(host, ENV.emulatorHost, projectId);
  }
  const raw = value(ENV.serviceAccount);
  if (raw) {
    let key: Record<string, string | undefined>;
    try {
      key = JSON.parse(raw.startsWith('{') ? raw : Buffer.from(raw, 'base64').toString('utf8'));
    } catch {
      const message = `gallery: ${ENV.serviceAccount} is neither a service-account JSON nor base64-encoded JSON. Check ${ENV.serviceAccount}.`;
      throw new GallerySourceError(message);
    }
    const project_id = projectId ?? key?.project_id;
    const target: FirestoreTarget = { where: `Firestore project ${project_id}`, source: ENV.serviceAccount, options: { projectId: project_id } };
    try {
      // Escaped newlines in the key (common in CI secrets) become real ones; cert() checks the rest.
      target.options.credential = cert({ projectId: project_id, clientEmail: key?.client_email, privateKey: key?.private_key?.replace(/\\n/g, '\n') });
    } catch (error) {
      throw explainFirestoreError(error, target, 'use the credentials for');
    }
    return target;
  }
  const source = value(ENV.credentialsFile) ? ENV.credentialsFile : projectId ? ENV.projectId : undefined;
  if (!source) return null;
  const where = projectId ? `Firestore project ${projectId}` : 'Firestore (project from the credentials)';
  return { where, source, options: { credential: applicationDefault(), projectId } };
}

export type FirestoreConnection = ReturnType<typeof openFirestore>;

let appCounter = 0;

/**
 * A client on its own firebase-admin app, so that the build, the tool, the emulator and the tests
 * never share the default app. Never preferRest: the in-process emulator only speaks gRPC.
 */
export function openFirestore(target: FirestoreTarget): { db: Firestore; app: App; target: FirestoreTarget; close(): Promise<void> } {
  const app = initializeApp(target.options, `mak-gallery-${process.pid}-${++appCounter}`);
  const db = getFirestore(app);
  // Through settings rather than process.env (a build does not change its environment); the
  // explicit universe domain spares a probe of Google's metadata server.
  if (target.host) db.settings({ host: target.host, ssl: false, universeDomain: 'googleapis.com' });
  // close() ends the gRPC channels so that the process can exit; bounded, like every other step.
  let closing: Promise<void> | undefined;
  const giveUp = () => new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
  return { db, app, target, close: () => (closing ??= Promise.race([deleteApp(app).catch(() => undefined), giveUp()])) };
}

/** Rejects with a GallerySourceError when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, target: FirestoreTarget): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const why = `no answer from ${target.where} within ${Math.round(ms / 100) / 10} s (unreachable, blocked, or not a Firestore)`;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GallerySourceError(`gallery: ${why}. ${checkHint(target, 'network')}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Check = 'network' | 'credentials' | 'role' | 'project' | 'other';

/** What a failure means, by its code (gRPC status or Node error) or message; first match wins. */
const CAUSES: [RegExp, string, Check][] = [
  [/^(14|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ENETUNREACH)$/, 'unreachable', 'network'],
  [/^(4|ETIMEDOUT)$/, 'no answer in time', 'network'],
  [/^16$|invalid_grant|invalid_client|unauthorized_client|invalid_rapt|account not found/i, 'credentials rejected', 'credentials'],
  [/^7$/, 'permission denied', 'role'],
  [/^5$/, 'project or database not found', 'project'],
  [/"project_id"|Unable to detect a Project Id/i, 'no project id', 'project'],
  [/Unable to read the credential file/i, 'the credentials file is missing or unusable', 'credentials'],
  [/Could not load the default credentials/i, 'no usable Google credentials', 'credentials'],
  [/private key|PEM|DECODER|Service account/i, 'the key is unusable', 'credentials'],
];

function checkHint({ source, host }: FirestoreTarget, check: Check): string {
  if (source === 'embedded') return `The embedded emulator failed; set ${ENV.emulatorHost} or ${ENV.serviceAccount} to read another Firestore.`;
  if (host) return `Check ${ENV.emulatorHost} (is the emulator running there?).`;
  const project = ENV.projectId;
  return {
    network: `Check network access to *.googleapis.com and ${project}.`,
    credentials: `Check ${source}.`,
    role: `Check ${project} and that the account in ${source} may read Firestore (role Cloud Datastore User).`,
    project: `Check ${project}.`,
    other: `Check ${source} and ${project}.`,
  }[check];
}

/** Any failure of a Firestore call as one line: `gallery: cannot <action> <where>: <cause>. Check <VARIABLE>.` */
export function explainFirestoreError(error: unknown, target: FirestoreTarget, action: string): GallerySourceError {
  if (error instanceof GallerySourceError) return error;
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const message = firstLineOf(error);
  const [, reason, check] = CAUSES.find(([pattern]) => pattern.test(code) || pattern.test(message)) ?? [/$/, 'unexpected error', 'other' as const];
  return new GallerySourceError(`gallery: cannot ${action} ${target.where}: ${reason} (${message}). ${checkHint(target, check)}`, { cause: error });
}

/**
 * Fails fast with the real cause, before the SDK's retries hide it behind the 15 s bound: an
 * emulator must accept a TCP connection (a refused port fails at once instead of after 15 s);
 * other Firestores must give the credentials an access token (a missing key file fails at once).
 */
export async function checkFirestoreAccess(connection: FirestoreConnection, timeoutMs = FIRESTORE_TIMEOUT_MS): Promise<void> {
  const { target, app } = connection;
  try {
    if (!target.host) return void (await withTimeout(app.options.credential!.getAccessToken(), timeoutMs, target));
    const { hostname, port } = new URL(`http://${target.host}`);
    const socket = net.connect({ host: hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(port), timeout: Math.min(timeoutMs, 5_000) });
    const timedOut = Object.assign(new Error(`connect ETIMEDOUT ${target.host}`), { code: 'ETIMEDOUT' });
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject).once('timeout', () => reject(timedOut))).finally(
      () => socket.destroy(),
    );
  } catch (error) {
    throw explainFirestoreError(error, target, 'reach');
  }
}
