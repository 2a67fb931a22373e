import { describe, expect, it } from 'vitest';
import { chunkLoadFailure, chunkLoadMessage } from './chunkLoadFailure';

function chunkError(message: string): Error {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunkLoadFailure', () => {
  it('reads the chunk id from a webpack message', () => {
    expect(chunkLoadFailure(chunkError('Loading chunk 9381 failed.\n(error: http://x/_next/static/chunks/9381.js)'))).toEqual({ chunkId: '9381' });
    expect(chunkLoadFailure(chunkError('Loading CSS chunk app-page failed.'))).toEqual({ chunkId: 'app-page' });
  });

  it('reads the chunk file name from a Turbopack message', () => {
    const error = chunkError('Failed to load chunk /_next/static/chunks/0f3a9c1d2e.js from module 4711');
    expect(chunkLoadFailure(error)).toEqual({ chunkId: '0f3a9c1d2e' });
    expect(chunkLoadFailure(chunkError('Failed to load chunk /_next/static/chunks/ab12.js?dpl=7 from runtime'))).toEqual({ chunkId: 'ab12' });
  });

  it('names an unknown chunk when only the error name says so', () => {
    expect(chunkLoadFailure(chunkError('network down'))).toEqual({ chunkId: 'unknown' });
  });

  it('returns null for other errors', () => {
    expect(chunkLoadFailure(new TypeError('x is undefined'))).toBeNull();
    expect(chunkLoadFailure(undefined)).toBeNull();
  });

  it('words the message like the original site', () => {
    expect(chunkLoadMessage('42')).toBe('Loading chunk 42 failed');
  });
});
