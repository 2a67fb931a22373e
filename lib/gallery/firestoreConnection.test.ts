import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GallerySourceError,
  explainFirestoreError,
  parseEmulatorHost,
  resolveFirestoreTarget,
  type FirestoreTarget,
} from './firestoreConnection';

const key = { type: 'service_account', project_id: 'mak-site', client_email: 'builder@mak-site.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n' };

function configError(env: Record<string, string>): GallerySourceError {
  try {
    resolveFirestoreTarget(env);
  } catch (error) {
    if (error instanceof GallerySourceError) return error;
    throw error;
  }
  throw new Error('expected a GallerySourceError');
}

describe('resolveFirestoreTarget', () => {
  it('is null when nothing is configured (the build then uses its embedded default)', () => {
    expect(resolveFirestoreTarget({})).toBeNull();
    expect(resolveFirestoreTarget({ FIRESTORE_EMULATOR_HOST: ' ', FIREBASE_SERVICE_ACCOUNT: '' })).toBeNull();
  });

  it('prefers an emulator, with FIREBASE_PROJECT_ID or the demo project', () => {
    expect(resolveFirestoreTarget({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key) })).toEqual({
      kind: 'emulator',
      source: 'FIRESTORE_EMULATOR_HOST',
      host: '127.0.0.1:8080',
      projectId: 'demo-mak',
    });
    expect(resolveFirestoreTarget({ FIRESTORE_EMULATOR_HOST: 'localhost:9000', FIREBASE_PROJECT_ID: 'demo-x' })).toMatchObject({ projectId: 'demo-x' });
  });

  it('reads a service account as JSON or base64 JSON, with its project id unless FIREBASE_PROJECT_ID overrides it', () => {
    const plain = resolveFirestoreTarget({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key) });
    expect(plain).toMatchObject({ kind: 'service-account', projectId: 'mak-site', key: { clientEmail: key.client_email } });
    // Escaped newlines (common in CI secrets) become real ones.
    expect(plain?.kind === 'service-account' && plain.key.privateKey).toContain('KEY-----\nabc\n');
    const encoded = Buffer.from(JSON.stringify(key)).toString('base64');
    expect(resolveFirestoreTarget({ FIREBASE_SERVICE_ACCOUNT: encoded, FIREBASE_PROJECT_ID: 'other' })).toMatchObject({ projectId: 'other' });
  });

  it('uses a credentials file, or application default credentials with a project id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-cred-'));
    const file = path.join(dir, 'key.json');
    fs.writeFileSync(file, JSON.stringify(key));
    expect(resolveFirestoreTarget({ GOOGLE_APPLICATION_CREDENTIALS: file })).toEqual({
      kind: 'application-default',
      source: 'GOOGLE_APPLICATION_CREDENTIALS',
      projectId: 'mak-site',
    });
    expect(resolveFirestoreTarget({ FIREBASE_PROJECT_ID: 'mak-site' })).toEqual({
      kind: 'application-default',
      source: 'FIREBASE_PROJECT_ID',
      projectId: 'mak-site',
    });
    fs.rmSync(dir, { recursive: true });
  });

  it.each([
    [{ FIRESTORE_EMULATOR_HOST: 'http://127.0.0.1:8080' }, 'FIRESTORE_EMULATOR_HOST', /is not host:port/],
    [{ FIRESTORE_EMULATOR_HOST: '127.0.0.1' }, 'FIRESTORE_EMULATOR_HOST', /is not host:port/],
    [{ FIREBASE_SERVICE_ACCOUNT: '{not json' }, 'FIREBASE_SERVICE_ACCOUNT', /neither a service-account JSON nor base64/],
    [{ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"x"}' }, 'FIREBASE_SERVICE_ACCOUNT', /has no client_email or private_key/],
    [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...key, project_id: undefined }) }, 'FIREBASE_PROJECT_ID', /no project id/],
    [{ GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json' }, 'GOOGLE_APPLICATION_CREDENTIALS', /does not exist/],
  ])('explains a bad setting %j in one line naming %s', (env, variable, message) => {
    const error = configError(env);
    expect(error.message).toMatch(message);
    expect(error.message).toContain(`Check ${variable}`);
    expect(error.variable).toBe(variable);
    expect(error.message).not.toContain('\n');
  });
});

describe('parseEmulatorHost', () => {
  it('splits host and port, including IPv6', () => {
    expect(parseEmulatorHost('127.0.0.1:8080')).toEqual({ hostname: '127.0.0.1', port: 8080 });
    expect(parseEmulatorHost('[::1]:9000')).toEqual({ hostname: '::1', port: 9000 });
  });
});

describe('explainFirestoreError', () => {
  const production: FirestoreTarget = { kind: 'service-account', source: 'FIREBASE_SERVICE_ACCOUNT', projectId: 'mak-site', key: { clientEmail: 'a@b', privateKey: 'k' } };
  const adc: FirestoreTarget = { kind: 'application-default', source: 'GOOGLE_APPLICATION_CREDENTIALS', projectId: 'mak-site' };
  const emulator: FirestoreTarget = { kind: 'emulator', source: 'FIRESTORE_EMULATOR_HOST', host: '127.0.0.1:1', projectId: 'demo-mak' };
  const grpc = (code: number, message: string) => Object.assign(new Error(`${message}\nmore detail`), { code });

  it.each([
    [production, grpc(7, '7 PERMISSION_DENIED: Missing or insufficient permissions.'), /permission denied/, 'FIREBASE_SERVICE_ACCOUNT'],
    [production, grpc(16, '16 UNAUTHENTICATED: Request had invalid authentication credentials.'), /credentials rejected/, 'FIREBASE_SERVICE_ACCOUNT'],
    [production, new Error('invalid_grant: Invalid JWT Signature.'), /credentials rejected by Google/, 'FIREBASE_SERVICE_ACCOUNT'],
    [production, grpc(5, '5 NOT_FOUND: The database (default) does not exist'), /project or database not found/, 'FIREBASE_PROJECT_ID'],
    [production, grpc(14, '14 UNAVAILABLE: No connection established'), /unreachable/, 'FIREBASE_PROJECT_ID'],
    [adc, new Error('Could not load the default credentials.'), /no usable Google credentials/, 'GOOGLE_APPLICATION_CREDENTIALS'],
    [emulator, Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }), /unreachable/, 'FIRESTORE_EMULATOR_HOST'],
  ])('names the cause and the variable (%#)', (target, error, cause, variable) => {
    const explained = explainFirestoreError(error, target, 'read the GALLERY collection from');
    expect(explained).toBeInstanceOf(GallerySourceError);
    expect(explained.message).toMatch(/^gallery: cannot read the GALLERY collection from /);
    expect(explained.message).toMatch(cause);
    expect(explained.message).toContain(variable);
    expect(explained.variable).toBe(variable);
    expect(explained.message).not.toContain('\n');
    expect(explained.cause).toBe(error);
  });
});
