/**
 * Recognises a script chunk that failed to load (Next's ChunkLoadError, from a flaky network or a
 * deploy that replaced the chunk) and names the chunk, so the error page can say
 * "Loading chunk {id} failed" and offer a reload, which fetches the current chunks.
 *
 * Webpack words it "Loading chunk 123 failed." (or "Loading CSS chunk 123 failed."); Turbopack,
 * Next's default bundler, "Failed to load chunk /_next/static/chunks/0a1b2c.js from module 42".
 * For Turbopack the id is the chunk's file name without its extension.
 */
export function chunkLoadFailure(error: { name?: string; message?: string } | null | undefined): { chunkId: string } | null {
  if (!error) return null;
  const message = error.message ?? '';
  const webpack = /Loading (?:CSS )?chunk (\S+?) failed/i.exec(message);
  if (webpack?.[1]) return { chunkId: webpack[1] };
  const turbopack = /Failed to load chunk (\S+)/i.exec(message);
  if (turbopack?.[1]) {
    const file = turbopack[1].split(/[?#]/)[0]!.split('/').pop() ?? turbopack[1];
    return { chunkId: file.replace(/\.(?:js|css)$/, '') || turbopack[1] };
  }
  if (error.name === 'ChunkLoadError') return { chunkId: 'unknown' };
  return null;
}

/** The visitor-facing sentence, in the original site's words. */
export function chunkLoadMessage(chunkId: string): string {
  return `Loading chunk ${chunkId} failed`;
}
