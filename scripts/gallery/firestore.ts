/** The tool's way to Firestore: connect to the configured database, and bound and explain each call. */
import {
  ENV,
  FIRESTORE_TIMEOUT_MS,
  checkFirestoreAccess,
  explainFirestoreError,
  openFirestore,
  resolveFirestoreTarget,
  withTimeout,
  type FirestoreConnection,
} from '@/lib/gallery/collection';
import { ToolError, type ToolIo } from './commandLine';

/** Connects to the configured Firestore, or explains which variables to set. */
export async function connect(command: string, io: ToolIo): Promise<FirestoreConnection> {
  const target = resolveFirestoreTarget(io.env);
  if (!target) {
    throw new ToolError(
      `gallery ${command}: no Firestore configured. Set ${ENV.emulatorHost}=host:port for an emulator ` +
        `(start one with: npm run gallery -- emulator), or ${ENV.serviceAccount} (with ${ENV.projectId}) ` +
        `or ${ENV.credentialsFile} for the live database.`,
    );
  }
  const connection = openFirestore(target);
  try {
    await checkFirestoreAccess(connection, io.timeoutMs ?? FIRESTORE_TIMEOUT_MS);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}

/** Runs one Firestore call within the time bound, turning failures into one clear line. */
export async function call<T>(connection: FirestoreConnection, io: ToolIo, action: string, work: Promise<T>): Promise<T> {
  try {
    return await withTimeout(work, io.timeoutMs ?? FIRESTORE_TIMEOUT_MS, connection.target);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 5 || code === 6) throw error; // NOT_FOUND / ALREADY_EXISTS: the command explains these
    throw explainFirestoreError(error, connection.target, action);
  }
}
