import { json, serveApiRoutes } from '../../../../../test/api-routes';
import { getAuthUser } from './get-session';
import { setStaffLocale } from './update-staff-locale';

describe('the session calls', () => {
  const api = serveApiRoutes({
    'GET /api/auth/user': json(200, { id: 1, email: 'staff@example.com', locale: null }),
    'PATCH /api/auth/user': json(200, { id: 1, email: 'staff@example.com', locale: 'es' }),
  });

  it('getAuthUser returns the user, or null when signed out', async () => {
    await expect(getAuthUser()).resolves.toEqual({ id: 1, email: 'staff@example.com', locale: null });
    api.signOut();
    await expect(getAuthUser()).resolves.toBeNull();
  });

  it('setStaffLocale sends the choice as JSON and answers the user', async () => {
    await expect(setStaffLocale('es')).resolves.toEqual({ id: 1, email: 'staff@example.com', locale: 'es' });
    const [received] = api.server.requests;
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ locale: 'es' });
    api.signOut();
    await expect(setStaffLocale('en')).rejects.toThrow(/^401: /);
  });
});
