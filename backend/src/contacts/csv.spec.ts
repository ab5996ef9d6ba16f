import { CSV_BOM, csvCell, csvLine, csvPhoneCell, csvRecord } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['', '""'],
    [null, '""'],
    [undefined, '""'],
    [42, '"42"'],
    ['Pérez, Ana', '"Pérez, Ana"'],
    ['Dijo "hola"', '"Dijo ""hola"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['"', '""""'],
  ])('quotes %j as RFC 4180 asks, always: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+57 300 123 4567', `"'+57 300 123 4567"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(1+1)', `"'@SUM(1+1)"`],
    ['\tTAB', `"'\tTAB"`],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['=1,2', `"'=1,2"`],
    ['=1;2', `"'=1;2"`],
  ])('neutralises %j, which a spreadsheet would run as a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each(['a=b', 'x+1', 'a-b', 'mail@example.com', "'quoted", ' =space first'])(
    'leaves %j as it is, quoted: the danger is only at the start of a field',
    (value) => {
      expect(csvCell(value)).toBe(`"${value}"`);
    },
  );

  // A reader splitting on ';' (Excel in es-ES and es-CO) would make `=1+1` a cell of its own if the field
  // were bare; inside quotes the separator is text, so the field stays one cell starting with `J`.
  it.each(['Juan;=1+1;x', 'Juan;=1+1', 'Juan,=1+1', 'Ana\t=1+1'])(
    'keeps %j one quoted field, so a formula after a separator never starts a cell',
    (value) => {
      expect(csvCell(value)).toBe(`"${value}"`);
    },
  );
});

describe('csvLine', () => {
  it('joins the quoted cells with commas and ends the record with CRLF', () => {
    expect(csvLine([1, 'a,b', null, '=x', 'Juan;=1+1'])).toBe(`"1","a,b","","'=x","Juan;=1+1"\r\n`);
  });

  it('has a byte-order mark that is three bytes of UTF-8', () => {
    expect([...Buffer.from(CSV_BOM, 'utf8')]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('csvPhoneCell', () => {
  it.each(['+57 300 123 4567', '3001234567', '(604) 444-1234', '604.444.1234', '-300'])(
    'keeps the phone %j text with a leading tab, no apostrophe to show',
    (phone) => {
      expect(csvPhoneCell(phone)).toBe(`"\t${phone}"`);
    },
  );

  it.each([
    ['+57 cmd|/C calc', `"'+57 cmd|/C calc"`],
    ['=1+1', `"'=1+1"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['300 "x"', '"300 ""x"""'],
    ['', '""'],
    [null, '""'],
  ])("gives %j, not made of phone characters alone, csvCell's defence: %j", (value, expected) => {
    expect(csvPhoneCell(value)).toBe(expected);
  });
});

describe('csvRecord', () => {
  it('joins fields already written with the separator asked for', () => {
    expect(csvRecord([csvCell('a;b'), csvPhoneCell('+57 1')], ';')).toBe('"a;b";"\t+57 1"\r\n');
    expect(csvLine(['a', 'b'], ';')).toBe('"a";"b"\r\n');
  });
});
