import { afterEach, describe, expect, it, vi } from 'vitest';

/** lib/buildScope.ts as a build with this MAK_BUILD_ONLY would load it (it reads the variable once). */
async function scopeWith(only: string | undefined) {
  vi.resetModules();
  if (only === undefined) vi.stubEnv('MAK_BUILD_ONLY', undefined);
  else vi.stubEnv('MAK_BUILD_ONLY', only);
  return (await import('./buildScope')).inBuildScope;
}

const peaks = ['everest', 'indrasan', 'nun'];
const address = (id: string) => `/peaks/${id}/`;

describe('inBuildScope', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('renders every record page when MAK_BUILD_ONLY is not set', async () => {
    const inScope = await scopeWith(undefined);
    expect(inScope(peaks, address)).toEqual(peaks);
  });

  it('renders only the named pages, by their English address', async () => {
    const inScope = await scopeWith(' /peaks/nun/ ,/Everest-2010/,/peaks/indrasan/');
    expect(inScope(peaks, address)).toEqual(['indrasan', 'nun']);
  });

  it('keeps the first page of a kind none of whose pages is named (a static export needs one)', async () => {
    const inScope = await scopeWith('/Everest-2010/');
    expect(inScope(peaks, address)).toEqual(['everest']);
    expect(inScope([], address)).toEqual([]);
  });
});
