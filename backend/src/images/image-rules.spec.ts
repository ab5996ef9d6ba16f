import {
  dimensionProblem,
  formDataBoundary,
  MAX_SIDE,
  MIN_SIDE,
  parseVariantFile,
  sniffImageType,
  variantUrl,
  variantWidths,
} from './image-rules';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('the type of an upload, from its first bytes', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'), 'image/png'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s', (_name, start, type) => {
    expect(sniffImageType(start)).toBe(type);
  });

  it.each([
    ['GIF', bytes('GIF89a', 0, 0)],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HEIC', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0)],
    ['a WAV file (RIFF, not WebP)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['text', bytes('hello, this is not a photo')],
    ['a PNG signature cut short', bytes(0x89, 'PNG', 0x0d, 0x0a)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, start) => {
    expect(sniffImageType(start)).toBeUndefined();
  });
});

describe('the size rules', () => {
  it('accept 200×200 to 8000×8000', () => {
    expect(dimensionProblem(MIN_SIDE, MIN_SIDE)).toBeUndefined();
    expect(dimensionProblem(MAX_SIDE, MAX_SIDE)).toBeUndefined();
    expect(dimensionProblem(1600, 1200)).toBeUndefined();
  });

  it('refuse a side under 200 or over 8000, the larger problem first', () => {
    expect(dimensionProblem(199, 400)).toBe('tooSmall');
    expect(dimensionProblem(400, 199)).toBe('tooSmall');
    expect(dimensionProblem(8001, 400)).toBe('tooBig');
    expect(dimensionProblem(30000, 30000)).toBe('tooBig');
    expect(dimensionProblem(100, 9000)).toBe('tooBig');
  });
});

describe('the widths encoded', () => {
  it.each([
    [4000, [320, 640, 960, 1280]],
    [1280, [320, 640, 960, 1280]],
    [1200, [320, 640, 960, 1200]],
    [700, [320, 640, 700]],
    [640, [320, 640]],
    [300, [300]],
    [200, [200]],
  ])('for an image %i wide: %j', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});

describe('the file names under /media/<id>/', () => {
  it('name a width and a type', () => {
    expect(parseVariantFile('640.webp')).toEqual({ width: 640, type: 'image/webp' });
    expect(parseVariantFile('1280.jpg')).toEqual({ width: 1280, type: 'image/jpeg' });
    expect(variantUrl('Zk3q9v0LmP2xR7aB', 640, 'image/webp')).toBe('/media/Zk3q9v0LmP2xR7aB/640.webp');
    expect(variantUrl('Zk3q9v0LmP2xR7aB', 960, 'image/jpeg')).toBe('/media/Zk3q9v0LmP2xR7aB/960.jpg');
  });

  it.each([
    '0640.webp',
    '0.webp',
    '640.png',
    '640.jpeg',
    '640.WEBP',
    '640',
    '.webp',
    '640.webp.br',
    '123456.webp',
  ])('refuse %s', (file) => {
    expect(parseVariantFile(file)).toBeUndefined();
  });
});

describe('the boundary of a multipart/form-data body, the only Content-Type an upload may have', () => {
  it.each([
    [
      'multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW',
      '----WebKitFormBoundary7MA4YWxkTrZu0gW',
    ],
    ['Multipart/Form-Data;boundary="a b:c"', 'a b:c'],
    ['multipart/form-data; charset=utf-8; BOUNDARY=x', 'x'],
    ['multipart/form-data ; boundary=x ;', 'x'],
    [`multipart/form-data; boundary=${'b'.repeat(70)}`, 'b'.repeat(70)],
  ])('%s', (header, boundary) => {
    expect(formDataBoundary(header)).toBe(boundary);
  });

  it.each([
    undefined,
    '',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    'multipart/form-data; boundary="b',
    'multipart/form-data; boundary="b "',
    `multipart/form-data; boundary=${'b'.repeat(71)}`,
    'multipart/form-data; boundary=a{b}',
    'multipart/form-data boundary=b',
    'multipart/form-data; boundary=b; boundary=c',
    'multipart/form-data; boundary=b; =c',
    'multipart/form-data; boundary=b junk',
    'multipart/form-datax; boundary=b',
    'multipart/mixed; boundary=b',
    'multipart/related; boundary=b; type="image/png"',
    'multipart; boundary=b',
    'form-data; boundary=b',
    'text/plain; boundary=b',
    'application/octet-stream',
  ])('refuses %p', (header) => {
    expect(formDataBoundary(header)).toBeUndefined();
  });
});
