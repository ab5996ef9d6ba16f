import { apiSubmission, json, serveApiRoutes } from '../../../../../test/api-routes';
import { fileNameOf, requestDataAccess } from './request-data-access';
import { requestErasure } from './request-erasure';

const DETAIL = { ...apiSubmission(), consentRecord: null, notes: [] };

describe('the data-request calls', () => {
  const api = serveApiRoutes({
    'POST /api/data-subjects/access': json(
      200,
      { email: 'ana@example.com', generatedAt: '', retentionMonths: 24, submissions: [DETAIL] },
      { 'Content-Disposition': 'attachment; filename="datos-personales-2025-03-02.json"' },
    ),
    'POST /api/data-subjects/erasure': json(200, { deleted: 2 }),
  });

  it('requestDataAccess posts the address (never in the URL) and returns the file name given', async () => {
    const answer = await requestDataAccess({ email: 'ana@example.com' });
    expect(answer.fileName).toBe('datos-personales-2025-03-02.json');
    expect(answer.data.submissions).toEqual([DETAIL]);
    const [received] = api.server.requests;
    expect(received.url).toBe('/api/data-subjects/access');
    expect(JSON.parse(received.body)).toEqual({ email: 'ana@example.com' });
  });

  it('requestErasure posts the address and returns how many requests went', async () => {
    await expect(requestErasure({ email: 'ana@example.com' })).resolves.toEqual({ deleted: 2 });
    expect(JSON.parse(api.server.requests[0].body)).toEqual({ email: 'ana@example.com' });
  });
});

describe('fileNameOf', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(fileNameOf('attachment; filename="datos-personales-2025-03-02.json"')).toBe(
      'datos-personales-2025-03-02.json',
    );
  });

  it('gives nothing for a missing header, an unquoted name or one with a path in it', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBeNull();
    expect(fileNameOf('attachment; filename="a\\b.json"')).toBeNull();
  });
});
