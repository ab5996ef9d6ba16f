import { en } from './copy-en';
import { es } from './copy-es';

// What staff read after an access or erasure request names everything held, a newsletter subscription too,
// so "nothing was held" is never said of an address whose subscription was just deleted.

const EMAIL = 'ana@example.com';

describe('the data-request messages', () => {
  it.each([
    [
      { requests: 2, subscription: false },
      '2 requests from ana@example.com deleted.',
      '2 solicitudes de ana@example.com eliminadas.',
    ],
    [
      { requests: 1, subscription: true },
      '1 request and the newsletter subscription from ana@example.com deleted.',
      '1 solicitud y la suscripción al boletín de ana@example.com eliminadas.',
    ],
    [
      { requests: 0, subscription: true },
      'The newsletter subscription from ana@example.com deleted.',
      'La suscripción al boletín de ana@example.com eliminada.',
    ],
    [
      { requests: 0, subscription: false },
      'Nothing was held for ana@example.com.',
      'No había nada guardado para ana@example.com.',
    ],
  ])('after an erasure of %o', (held, english, spanish) => {
    expect(en.dataRequests.erased(held.requests, held.subscription, EMAIL)).toBe(english);
    expect(es.dataRequests.erased(held.requests, held.subscription, EMAIL)).toBe(spanish);
  });

  it('asks before deleting a subscription alone, in agreement with what goes', () => {
    expect(en.dataRequests.confirmCount(0, true, EMAIL)).toBe(
      'The newsletter subscription from ana@example.com will be deleted for good. This cannot be undone.',
    );
    expect(es.dataRequests.confirmCount(0, true, EMAIL)).toBe(
      'La suscripción al boletín de ana@example.com se eliminará definitivamente. Esta acción no se puede deshacer.',
    );
    expect(es.dataRequests.confirmCount(1, true, EMAIL)).toContain(
      'se eliminarán definitivamente, con sus notas.',
    );
  });

  it('counts the subscription in what an access request downloaded', () => {
    expect(en.dataRequests.downloaded(0, true, EMAIL)).toBe(
      '0 requests and a newsletter subscription held for ana@example.com; the file has been downloaded.',
    );
    expect(es.dataRequests.downloaded(2, false, EMAIL)).toBe(
      '2 solicitudes de ana@example.com; el archivo se descargó.',
    );
  });
});
