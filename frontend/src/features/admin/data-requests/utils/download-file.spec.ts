import { accessFileName } from './download-file';

describe('the access-request file name', () => {
  it("dates the file by Medellín's calendar, as the server names it", () => {
    // 03:00 UTC on 2 March is still 1 March in Medellín (UTC-5).
    expect(accessFileName(new Date('2025-03-02T03:00:00Z'))).toBe('datos-personales-2025-03-01.json');
    expect(accessFileName(new Date('2025-03-02T06:00:00Z'))).toBe('datos-personales-2025-03-02.json');
  });
});
