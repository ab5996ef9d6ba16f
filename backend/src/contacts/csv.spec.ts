import { CSV_BOM, csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    ['Pérez, Ana', '"Pérez, Ana"'],
    ['Dijo "hola"', '"Dijo ""hola"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['"', '""""'],
  ])('quotes %j as RFC 4180 asks: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+57 300 123 4567', "'+57 300 123 4567"],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', '"\'\rCR"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['=1,2', '"\'=1,2"'],
  ])('neutralises %j, which a spreadsheet would run as a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each(['a=b', 'x+1', 'a-b', 'mail@example.com', "'quoted", ' =space first'])(
    'leaves %j alone: the danger is only at the start',
    (value) => {
      expect(csvCell(value)).toBe(value);
    },
  );
});

describe('csvLine', () => {
  it('joins the cells with commas and ends the record with CRLF', () => {
    expect(csvLine([1, 'a,b', null, '=x'])).toBe(`1,"a,b",,'=x\r\n`);
  });

  it('has a byte-order mark that is three bytes of UTF-8', () => {
    expect([...Buffer.from(CSV_BOM, 'utf8')]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
