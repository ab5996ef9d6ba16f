import { json, serveApiRoutes } from '../../../../../test/api-routes';
import { getAuditLog } from './get-audit-log';

const AUDIT = {
  id: 9,
  createdAt: '2025-03-02T10:00:00.000Z',
  actor: 'staff@example.com',
  action: 'login',
  target: null,
  detail: null,
};

describe('the audit log call', () => {
  serveApiRoutes({ 'GET /api/audit?limit=50&offset=50': json(200, [AUDIT], { 'X-Total-Count': '51' }) });

  it('getAuditLog reads a page of the log and its total', async () => {
    await expect(getAuditLog({ limit: 50, offset: 50 })).resolves.toEqual({
      items: [AUDIT],
      total: 51,
      offset: 50,
    });
  });
});
