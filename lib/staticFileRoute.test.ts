import { describe, expect, it } from 'vitest';
import { staticFileRoute } from './staticFileRoute';

const params = (file: string) => ({ params: Promise.resolve({ file }) });

describe('staticFileRoute', () => {
  const route = staticFileRoute({
    items: () => [{ slug: 'a' }, { slug: 'b' }],
    href: (item) => `/files/${item.slug}.txt`,
    render: (item) => `file ${item.slug}`,
    contentType: 'text/plain; charset=utf-8',
  });

  it('lists one file per item for the export', () => {
    expect(route.generateStaticParams()).toEqual([{ file: 'a.txt' }, { file: 'b.txt' }]);
  });

  it('renders the named item with its content type, and 404 for any other name', async () => {
    const response = await route.GET(new Request('http://x/b.txt'), params('b.txt'));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('file b');
    expect((await route.GET(new Request('http://x/c.txt'), params('c.txt'))).status).toBe(404);
  });

  it('gives each item its own content type when the folder holds several kinds', async () => {
    const mixed = staticFileRoute({
      items: () => ['a.csv', 'a.json'],
      href: (name) => `/data/${name}`,
      render: (name) => name,
      contentType: (name) => (name.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8'),
    });
    expect((await mixed.GET(new Request('http://x'), params('a.csv'))).headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await mixed.GET(new Request('http://x'), params('a.json'))).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('names each file after the last segment of the address pages link to, and refuses an address that names no file', () => {
    const named = staticFileRoute({ items: () => ['x'], href: () => '/og/', render: () => '' });
    expect(() => named.generateStaticParams()).toThrow('is not the address of a file');
  });

  it('passes bytes and ready-made responses through', async () => {
    const bytes = staticFileRoute({ items: () => [1], href: () => '/files/one.bin', render: () => new Uint8Array([1, 2, 3]) });
    expect(new Uint8Array(await (await bytes.GET(new Request('http://x'), params('one.bin'))).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const ready = staticFileRoute({ items: () => [1], href: () => '/files/r', render: () => new Response('ok', { status: 201 }) });
    expect((await ready.GET(new Request('http://x'), params('r'))).status).toBe(201);
  });
});
