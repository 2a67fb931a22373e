import { readFile } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';

/**
 * Reads the bytes of a picture named the way content and gallery documents name them: a site path
 * (`/gallery/a.jpg`, a file in public/) or an `https:` URL, downloaded during the build with a
 * time limit and a size cap. Failures are ImageSourceErrors whose message completes
 * "img …" (e.g. "could not be downloaded: HTTP 404").
 */

export class ImageSourceError extends Error {}

export interface FetchLimits {
  /** Milliseconds for the whole download; default 20 s. */
  timeoutMs: number;
  /** Largest accepted file; default 40 MB (camera JPEGs are 3 to 10 MB). */
  maxBytes: number;
  /** Extra trusted certificate (tests; the fixture build uses NODE_EXTRA_CA_CERTS instead). */
  ca?: string;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 20_000, maxBytes: 40 * 1024 * 1024 };

/** True for a picture the build downloads (an https: URL); anything else is a site path. */
export function isRemoteSource(src: string): boolean {
  return /^https:/i.test(src);
}

export function isSvgPath(src: string): boolean {
  return /\.svg$/i.test(src.split(/[?#]/)[0] ?? '');
}

/** The file in `publicDir` a site path names, refusing paths that climb out of it. */
export function publicFileOf(src: string, publicDir: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(src.split(/[?#]/)[0] ?? '');
  } catch {
    throw new ImageSourceError('is not a valid path');
  }
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) throw new ImageSourceError('points outside the site folder');
  return file;
}

export async function readSiteFile(src: string, publicDir: string): Promise<Buffer> {
  const file = publicFileOf(src, publicDir);
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImageSourceError(code === 'ENOENT' ? `names a file that does not exist (${path.relative(process.cwd(), file)})` : `cannot be read (${code ?? String(error)})`);
  }
}

/** Downloads an https: URL (following up to 3 redirects), within `limits`. */
export function download(url: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS, redirects = 3): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => reject(new ImageSourceError(`could not be downloaded: ${reason}`));
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return fail('not a valid URL');
    }
    if (parsed.protocol !== 'https:') return fail(`redirected to a ${parsed.protocol} URL`);
    const request = https.get(parsed, { headers: { accept: 'image/*' }, timeout: limits.timeoutMs, ...(limits.ca ? { ca: limits.ca } : {}) }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location && redirects > 0) {
        response.resume();
        clearTimeout(overall);
        download(new URL(response.headers.location, parsed).href, limits, redirects - 1).then(resolve, reject);
        return;
      }
      if (status !== 200) {
        response.resume();
        clearTimeout(overall);
        return fail(`HTTP ${status}`);
      }
      const type = response.headers['content-type'] ?? '';
      if (type && !/^image\/|^application\/octet-stream/i.test(type)) {
        response.destroy();
        clearTimeout(overall);
        return fail(`not an image (content-type ${type.split(';')[0]})`);
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (declared > limits.maxBytes) {
        response.destroy();
        clearTimeout(overall);
        return fail(`larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          response.destroy();
          clearTimeout(overall);
          fail(`larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`);
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(overall);
        resolve(Buffer.concat(chunks));
      });
      response.on('error', (error) => {
        clearTimeout(overall);
        fail(error.message);
      });
    });
    // `timeout` above only notices an idle socket; this bounds the whole download.
    const overall = setTimeout(() => {
      request.destroy();
      fail(`no complete answer within ${limits.timeoutMs / 1000} s`);
    }, limits.timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`no answer within ${limits.timeoutMs / 1000} s`)));
    request.on('error', (error) => {
      clearTimeout(overall);
      fail(error.message.split('\n')[0] ?? 'network error');
    });
  });
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the input order in the result. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The bytes of a site path (a file in `publicDir`) or an https: URL (downloaded within `limits`). */
export function readImageBytes(src: string, publicDir: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<Buffer> {
  return isRemoteSource(src) ? download(src, limits) : readSiteFile(src, publicDir);
}
