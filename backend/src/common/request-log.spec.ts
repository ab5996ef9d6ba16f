import { loggedPath, MAX_LOGGED_PATH, requestId } from './request-log';

describe('request log values', () => {
  it('logs the path without its query string, cut to length, control characters escaped', () => {
    expect(loggedPath('/api/contacts?limit=5&email=ana@example.co')).toBe('/api/contacts');
    expect(loggedPath('/servicios')).toBe('/servicios');
    expect(loggedPath(`/${'a'.repeat(500)}?q=1`)).toBe(`/${'a'.repeat(MAX_LOGGED_PATH - 1)}…`);
    // Node hands bytes 0x80-0xFF of a URL over as Latin-1: 0x9B is a terminal's CSI.
    expect(loggedPath('/x\u009b31m\u2028y\n')).toBe('/x\\u009b31m\\u2028y\\u000a');
  });

  it('keeps a safe incoming request id and replaces anything else', () => {
    expect(requestId('abc-123.DEF_x')).toBe('abc-123.DEF_x');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const unsafe of [undefined, '', 'has space', 'a'.repeat(65), '<script>', 'x\ny', ['a', 'b']]) {
      expect(requestId(unsafe)).toMatch(uuid);
    }
    expect(requestId(undefined)).not.toBe(requestId(undefined));
  });
});
