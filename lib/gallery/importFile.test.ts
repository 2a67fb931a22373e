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
    expect(() => parseCsv('id,title\r\na,"fine"\r\n\r\nb,"open\r\nstill open')).toThrow(/^line 4: a quoted field is never closed$/);
  });

  it('keeps commas inside quotes in one cell', () => {
    expect(parseCsv('title,img\n"Rock climbing at Susunia, Bankura",/s.jpg\n"a,b,c",/t.jpg')).toEqual([
      { line: 1, cells: ['title', 'img'] },
      { line: 2, cells: ['Rock climbing at Susunia, Bankura', '/s.jpg'] },
      { line: 3, cells: ['a,b,c', '/t.jpg'] },
    ]);
  });

  it('numbers each row by the line it starts on when a quoted value spans lines (CRLF, LF or CR inside)', () => {
    const text = 'id,alt\r\na,"first\r\nsecond\r\nthird"\r\nb,"one\rtwo"\r\n\r\nc,"x\ny"\r\nd,plain\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['id', 'alt'] },
      { line: 2, cells: ['a', 'first\r\nsecond\r\nthird'] },
      { line: 5, cells: ['b', 'one\rtwo'] },
      { line: 8, cells: ['c', 'x\ny'] },
      { line: 10, cells: ['d', 'plain'] },
    ]);
  });

  it('reads CRLF, LF and CR line ends alike, with Bengali text and a BOM', () => {
    const rows = [['title', 'titleBn'], ['Susunia', 'শুশুনিয়া'], ['Nun', 'নুন']];
    for (const end of ['\r\n', '\n', '\r']) {
      expect(parseCsv(`\ufeff${rows.map((row) => row.join(',')).join(end)}${end}`).map((row) => row.cells), JSON.stringify(end)).toEqual(rows);
    }
  });

  it.each([
    ['title,img\nThe 5" peg,/p.jpg', /^line 2: a stray " in column 1 \(title\); put the whole value in quotes and double each " inside it/],
    ['title,img\nok,/a.jpg\n\n"The "Nun" ridge",/n.jpg', /^line 4: text after the closing quote in column 1 \(title\); double each " inside a quoted value/],
    ['title,img\n"two\nlines" x,/n.jpg', /^line 2: text after the closing quote in column 1 \(title\)/],
    ['title,img\nA,/a.jpg\nB,/b"x.jpg', /^line 3: a stray " in column 2 \(img\)/],
  ])('refuses a stray quote in %j, naming the line and the column', (text, message) => {
    expect(() => parseCsv(text)).toThrow(ImportFileError);
    expect(() => parseCsv(text)).toThrow(message);
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

  it('reads the expedition and translation columns', () => {
    expect(recordsFromCsv('title,img,expedition,titleBn,alt_bn\nT,/a.jpg,Everest-2010,শিরোনাম,বিবরণ')[0]?.fields).toEqual({
      title: 'T',
      img: '/a.jpg',
      expedition: 'Everest-2010',
      titleBn: 'শিরোনাম',
      altBn: 'বিবরণ',
    });
  });

  it('names the line a record starts on, after a quoted value spanning lines', () => {
    const csv = 'title,img,alt\r\nA,/a.jpg,"two\r\nlines"\r\nB,/b.jpg,,extra\r\n';
    expect(() => recordsFromCsv(csv)).toThrow(/^line 4: 4 cells but the header has 3 columns$/);
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
