import { describe, expect, it } from 'vitest';
import { ImportFileError, parseCsv, recordsFromCsv, recordsFromFile, recordsFromJson } from './importFile';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\ufeffid,title\r\n1,"Camp, ""high"""\r\n\r\n2,"two\nlines"\n3,plain';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['id', 'title'] },
      { line: 2, cells: ['1', 'Camp, "high"'] },
      { line: 4, cells: ['2', 'two\nlines'] },
      { line: 6, cells: ['3', 'plain'] },
    ]);
  });

  it('refuses an unclosed quote, naming the line', () => {
    expect(() => parseCsv('title\n"open')).toThrow(/line 2: a quoted field is never closed/);
  });
});

describe('recordsFromCsv', () => {
  it('maps columns to fields, numbers to numbers, empty cells to absent fields', () => {
    const csv = 'ID,Title,img,alt,width,height,order,taken_at\nx1,Everest 2010,/e.jpg,,1200,800,3,2010\n,Nun 2015,https://a.org/n.jpg,Nun,,,,\n';
    expect(recordsFromCsv(csv)).toEqual([
      { label: 'line 2', id: 'x1', fields: { title: 'Everest 2010', img: '/e.jpg', width: 1200, height: 800, order: 3, takenAt: '2010' } },
      { label: 'line 3', id: undefined, fields: { title: 'Nun 2015', img: 'https://a.org/n.jpg', alt: 'Nun' } },
    ]);
  });

  it('leaves non-numeric numbers as text so that validation names them', () => {
    expect(recordsFromCsv('title,img,order\nT,/a.jpg,first')[0]?.fields.order).toBe('first');
  });

  it.each([
    ['', /empty/],
    ['title,image\nT,/a.jpg', /unknown column "image"/],
    ['title,img,title\nT,/a.jpg,U', /column "title" twice/],
    ['title,img\nT,/a.jpg,extra', /line 2: 3 cells but the header has 2 columns/],
  ])('refuses %j', (csv, message) => {
    expect(() => recordsFromCsv(csv)).toThrow(message);
  });
});

describe('recordsFromJson and recordsFromFile', () => {
  it('reads an array of items, separating the id', () => {
    expect(recordsFromJson('[{"id":"a","title":"T","img":"/a.jpg"},{"title":"U","img":"/u.jpg","order":2}]')).toEqual([
      { label: 'item 1', id: 'a', fields: { title: 'T', img: '/a.jpg' } },
      { label: 'item 2', id: undefined, fields: { title: 'U', img: '/u.jpg', order: 2 } },
    ]);
  });

  it.each([
    ['{"title":"T"}', /must be an array/],
    ['[1]', /item 1: must be an object/],
    ['[{', /not valid JSON/],
  ])('refuses %j', (json, message) => {
    expect(() => recordsFromJson(json)).toThrow(message);
  });

  it('chooses the reader by extension and refuses others', () => {
    expect(recordsFromFile('a.CSV', 'title,img\nT,/a.jpg')).toHaveLength(1);
    expect(recordsFromFile('a.json', '[]')).toEqual([]);
    expect(() => recordsFromFile('a.xlsx', '')).toThrow(ImportFileError);
  });
});
