import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRESTORE_TIMEOUT_MS,
  GallerySourceError,
  checkFirestoreAccess,
  emulatorTarget,
  explainFirestoreError,
  openFirestore,
  resolveFirestoreTarget,
  withTimeout,
  type FirestoreTarget,
} from './firestoreClient';

// A real key: cert() checks that the private key parses. Stored with escaped newlines, as CI secrets often are.
const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const key = { type: 'service_account', project_id: 'mak-site', client_email: 'builder@mak-site.iam.gserviceaccount.com', private_key: pem.replace(/\n/g, '\\n') };

function configError(env: Record<string, string>): GallerySourceError {
  try {
    resolveFirestoreTarget(env);
  } catch (error) {
    if (error instanceof GallerySourceError) return error;
    throw error;
  }
  throw new Error('expected a GallerySourceError');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('resolveFirestoreTarget', () => {
  it('is null when nothing is configured (the build then uses its embedded default)', () => {
    expect(resolveFirestoreTarget({})).toBeNull();
    expect(resolveFirestoreTarget({ FIRESTORE_EMULATOR_HOST: ' ', FIREBASE_SERVICE_ACCOUNT: '' })).toBeNull();
  });

  it('prefers an emulator, with FIREBASE_PROJECT_ID or the demo project', () => {
    expect(resolveFirestoreTarget({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key) })).toEqual({
      where: 'the Firestore emulator at 127.0.0.1:8080',
      source: 'FIRESTORE_EMULATOR_HOST',
      host: '127.0.0.1:8080',
      options: { projectId: 'demo-mak' },
    });
    expect(resolveFirestoreTarget({ FIRESTORE_EMULATOR_HOST: '[::1]:9000', FIREBASE_PROJECT_ID: 'demo-x' })?.options.projectId).toBe('demo-x');
  });

  it('reads a service account as JSON or base64 JSON, with its project id unless FIREBASE_PROJECT_ID overrides it', () => {
    const plain = resolveFirestoreTarget({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key) });
    expect(plain).toMatchObject({ where: 'Firestore project mak-site', source: 'FIREBASE_SERVICE_ACCOUNT', options: { projectId: 'mak-site' } });
    expect(plain?.options.credential).toBeDefined();
    const encoded = Buffer.from(JSON.stringify(key)).toString('base64');
    expect(resolveFirestoreTarget({ FIREBASE_SERVICE_ACCOUNT: encoded, FIREBASE_PROJECT_ID: 'other' })).toMatchObject({ options: { projectId: 'other' } });
  });

  it('leaves a credentials file, or application default credentials, to firebase-admin', () => {
    expect(resolveFirestoreTarget({ GOOGLE_APPLICATION_CREDENTIALS: '/any/key.json' })).toMatchObject({
      where: 'Firestore (project from the credentials)',
      source: 'GOOGLE_APPLICATION_CREDENTIALS',
    });
    expect(resolveFirestoreTarget({ FIREBASE_PROJECT_ID: 'mak-site' })).toMatchObject({ where: 'Firestore project mak-site', source: 'FIREBASE_PROJECT_ID' });
  });

  it.each([
    [{ FIRESTORE_EMULATOR_HOST: 'http://127.0.0.1:8080' }, 'FIRESTORE_EMULATOR_HOST', /is not host:port/],
    [{ FIRESTORE_EMULATOR_HOST: '127.0.0.1' }, 'FIRESTORE_EMULATOR_HOST', /is not host:port/],
    [{ FIREBASE_SERVICE_ACCOUNT: '{not json' }, 'FIREBASE_SERVICE_ACCOUNT', /neither a service-account JSON nor base64/],
    [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...key, client_email: undefined }) }, 'FIREBASE_SERVICE_ACCOUNT', /the key is unusable \(.*client_email/],
    [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...key, private_key: 'not a key' }) }, 'FIREBASE_SERVICE_ACCOUNT', /the key is unusable \(Failed to parse private key/],
    [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...key, project_id: undefined }) }, 'FIREBASE_PROJECT_ID', /no project id/],
  ])('explains a bad setting %j in one line naming %s', (env, variable, message) => {
    const error = configError(env);
    expect(error.message).toMatch(message);
    expect(error.message).toContain(`Check ${variable}`);
    expect(error.message).not.toContain('\n');
  });
});

describe('checkFirestoreAccess', () => {
  it('names a missing GOOGLE_APPLICATION_CREDENTIALS file (firebase-admin reads it, we classify its error)', async () => {
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', '/nonexistent/key.json');
    const target = resolveFirestoreTarget({ GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json', FIREBASE_PROJECT_ID: 'mak-site' })!;
    const connection = openFirestore(target);
    const error = await checkFirestoreAccess(connection).then(() => undefined, (e: unknown) => e);
    await connection.close();
    expect(error).toBeInstanceOf(GallerySourceError);
    expect((error as Error).message).toMatch(
      /^gallery: cannot reach Firestore project mak-site: the credentials file is missing or unusable \(.*\/nonexistent\/key\.json does not exist.*\)\. Check GOOGLE_APPLICATION_CREDENTIALS\.$/,
    );
  });
});

describe('explainFirestoreError', () => {
  const production: FirestoreTarget = { where: 'Firestore project mak-site', source: 'FIREBASE_SERVICE_ACCOUNT', options: {} };
  const adc: FirestoreTarget = { where: 'Firestore project mak-site', source: 'GOOGLE_APPLICATION_CREDENTIALS', options: {} };
  const emulator = emulatorTarget('127.0.0.1:1', 'FIRESTORE_EMULATOR_HOST');
  const grpc = (code: number, message: string) => Object.assign(new Error(`${message}\nmore detail`), { code });

  it.each([
    [production, grpc(7, '7 PERMISSION_DENIED: Missing or insufficient permissions.'), /permission denied/, 'FIREBASE_SERVICE_ACCOUNT'],
    [production, grpc(16, '16 UNAUTHENTICATED: Request had invalid authentication credentials.'), /credentials rejected/, 'FIREBASE_SERVICE_ACCOUNT'],
    [production, new Error('invalid_grant: Invalid JWT Signature.'), /credentials rejected/, 'FIREBASE_SERVICE_ACCOUNT'],
    [production, grpc(5, '5 NOT_FOUND: The database (default) does not exist'), /project or database not found/, 'FIREBASE_PROJECT_ID'],
    [production, grpc(14, '14 UNAVAILABLE: No connection established'), /unreachable/, 'FIREBASE_PROJECT_ID'],
    [production, new Error('something new'), /unexpected error \(something new\)/, 'FIREBASE_SERVICE_ACCOUNT'],
    [adc, new Error('Could not load the default credentials.'), /no usable Google credentials/, 'GOOGLE_APPLICATION_CREDENTIALS'],
    [emulator, Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }), /unreachable/, 'FIRESTORE_EMULATOR_HOST'],
  ])('names the cause and the variable (%#)', (target, error, cause, variable) => {
    const explained = explainFirestoreError(error, target, 'read the GALLERY collection from');
    expect(explained).toBeInstanceOf(GallerySourceError);
    expect(explained.message).toMatch(/^gallery: cannot read the GALLERY collection from /);
    expect(explained.message).toMatch(cause);
    expect(explained.message).toContain(variable);
    expect(explained.message).not.toContain('\n');
    expect(explained.cause).toBe(error);
  });

  it('points a failure of the embedded emulator at the settings that replace it', () => {
    const explained = explainFirestoreError(new Error('boom'), emulatorTarget('127.0.0.1:1', 'embedded'), 'reach');
    expect(explained.message).toBe(
      'gallery: cannot reach the embedded Firestore emulator at 127.0.0.1:1: unexpected error (boom). The embedded emulator failed; set FIRESTORE_EMULATOR_HOST or FIREBASE_SERVICE_ACCOUNT to read another Firestore.',
    );
  });
});

describe('withTimeout', () => {
  it('gives up after the default 15 s bound with one clear line (fake timers: no real waiting)', async () => {
    vi.useFakeTimers();
    try {
      const outcome = withTimeout(new Promise<never>(() => undefined), FIRESTORE_TIMEOUT_MS, emulatorTarget('127.0.0.1:9', 'FIRESTORE_EMULATOR_HOST')).catch((e: unknown) => e);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(FIRESTORE_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(FIRESTORE_TIMEOUT_MS).toBe(15_000);
      expect(error).toBeInstanceOf(GallerySourceError);
      expect((error as Error).message).toBe(
        'gallery: no answer from the Firestore emulator at 127.0.0.1:9 within 15 s (unreachable, blocked, or not a Firestore). Check FIRESTORE_EMULATOR_HOST (is the emulator running there?).',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
