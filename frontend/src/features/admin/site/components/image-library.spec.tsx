/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { theme } from '../../../../app/theme';
import type { StoredImage } from '../../../../lib/api/endpoints';
import { createQueryClient } from '../../../../lib/api/query-client';
import {
  routeFetchTo,
  sendJson,
  startTestServer,
  type RecordedRequest,
  type TestServer,
} from '../../../../../test/http-test-server';
import { chooseStaffLocale } from '../../shared/i18n/staff-locale';
import { ImageLibrary } from './image-library';

const variants = (id: string) => [
  { width: 320, type: 'image/webp' as const, url: `/media/${id}/320.webp` },
  { width: 640, type: 'image/webp' as const, url: `/media/${id}/640.webp` },
  { width: 640, type: 'image/jpeg' as const, url: `/media/${id}/640.jpg` },
];

const USED: StoredImage = {
  id: 'UsedUsedUsedUsed',
  width: 640,
  height: 480,
  variants: variants('UsedUsedUsedUsed'),
  originalType: 'image/jpeg',
  byteSize: 204_800,
  createdAt: '2026-11-20T15:00:00.000Z',
  createdBy: 'staff@example.com',
  uses: [
    { kind: 'attorney' },
    {
      kind: 'blog-post',
      id: '0c5e8a52-7d4f-4b8e-9d55-1f0f6b1f2a10',
      title: 'Qué hacer tras un accidente',
      language: 'es',
      status: 'published',
      field: 'cover',
    },
  ],
};

const UNUSED: StoredImage = {
  ...USED,
  id: 'FreeFreeFreeFree',
  variants: variants('FreeFreeFreeFree'),
  byteSize: 102_400,
  createdAt: '2026-11-25T15:00:00.000Z',
  uses: [],
};

/** The staff API as the list needs it: GET answers `images`, DELETE answers what `onDelete` says. */
let images: StoredImage[];
let onDelete: (req: RecordedRequest, res: ServerResponse) => void;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/admin/images') sendJson(res, 200, images);
    else if (req.method === 'DELETE') onDelete(req, res);
    else sendJson(res, 404, { statusCode: 404, message: 'Not Found' });
  });
});
afterAll(() => server.close());

beforeEach(() => {
  images = [UNUSED, USED];
  server.requests.length = 0;
  routeFetchTo(server.origin);
  chooseStaffLocale('en');
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

function renderLibrary() {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <Notifications />
        <ImageLibrary />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const rowOf = (id: string) => document.querySelector(`[data-image-id="${id}"]`) as HTMLElement;
const deletes = () => server.requests.filter((req) => req.method === 'DELETE');
const lists = () => server.requests.filter((req) => req.method === 'GET');

describe('the image library', () => {
  it('lists each image with its thumbnail, size, date and uses; an unused one is marked', async () => {
    renderLibrary();
    const list = await screen.findByRole('list', { name: 'Uploaded images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const used = within(rowOf(USED.id));
    expect(used.getByRole('img').getAttribute('src')).toBe(`/media/${USED.id}/320.webp`);
    expect(used.getByText('200 KB, 640×480 px')).toBeTruthy();
    expect(used.getByText(/^Uploaded November 20, 2026/)).toBeTruthy();
    expect(
      used.getByText(
        'Used by: the attorney\'s photo; the cover of "Qué hacer tras un accidente" (published)',
      ),
    ).toBeTruthy();
    expect(used.queryByText('Unused')).toBeNull();
    const usedButton = used.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(usedButton.disabled).toBe(true);
    expect(usedButton.getAttribute('aria-describedby')).toBe(`image-${USED.id}-in-use`);
    expect(used.getByText('In use: take it off what uses it to delete it.')).toBeTruthy();

    const unused = within(rowOf(UNUSED.id));
    expect(unused.getByText('Unused')).toBeTruthy();
    expect((unused.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('speaks Spanish in a Spanish panel: "Sin uso" and what uses an image', async () => {
    chooseStaffLocale('es');
    renderLibrary();
    await screen.findByRole('list', { name: 'Imágenes subidas' });
    expect(within(rowOf(UNUSED.id)).getByText('Sin uso')).toBeTruthy();
    expect(
      within(rowOf(USED.id)).getByText(
        'La usa: la foto del abogado; la portada de «Qué hacer tras un accidente» (publicada)',
      ),
    ).toBeTruthy();
  });

  it('asks before deleting: Cancel sends nothing, Delete sends one DELETE and loads the list again', async () => {
    onDelete = (_req, res) => {
      images = [USED];
      res.writeHead(204).end();
    };
    renderLibrary();
    await screen.findByRole('list', { name: 'Uploaded images' });

    fireEvent.click(within(rowOf(UNUSED.id)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    fireEvent.click(within(rowOf(UNUSED.id)).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(rowOf(UNUSED.id)).toBeNull());
    expect(deletes().map((req) => req.url)).toEqual([`/api/admin/images/${UNUSED.id}`]);
    expect(await screen.findByText('The image was deleted.')).toBeTruthy();
    expect(lists()).toHaveLength(2);
  });

  it('says what uses an image when the server refuses the delete with 409, and shows it in use', async () => {
    const nowUsed = { ...UNUSED, uses: [{ kind: 'hero' as const }] };
    onDelete = (_req, res) => {
      images = [nowUsed, USED];
      sendJson(res, 409, {
        statusCode: 409,
        message: 'This image is in use: take it off what shows it first',
        uses: [{ kind: 'hero' }],
      });
    };
    renderLibrary();
    await screen.findByRole('list', { name: 'Uploaded images' });
    fireEvent.click(within(rowOf(UNUSED.id)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });

    expect(await screen.findByText("It was not deleted: it is used by the home page's photo.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(rowOf(UNUSED.id)).getByText("Used by: the home page's photo")).toBeTruthy(),
    );
    expect(
      (within(rowOf(UNUSED.id)).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
