import { en } from '../i18n/copy-en';
import { es } from '../i18n/copy-es';
import { checkUploadSize, describeUploadRefusal, MAX_UPLOAD_BYTES } from './image-file-input';

const refused = (status: number, message: string) =>
  new Error(`${status}: ${JSON.stringify({ statusCode: status, message })}`);

describe("an image upload's refusals, in the panel's language", () => {
  it('refuses a file over 20 MB before sending it, as the server would, and takes one of exactly 20 MB', () => {
    const file = (size: number) => new File([new Uint8Array(size)], 'photo.jpg', { type: 'image/jpeg' });
    expect(checkUploadSize(file(MAX_UPLOAD_BYTES)).size).toBe(20 * 1024 * 1024);
    let error: unknown;
    try {
      checkUploadSize(file(MAX_UPLOAD_BYTES + 1));
    } catch (thrown) {
      error = thrown;
    }
    expect(describeUploadRefusal(error, es)).toBe(
      'La imagen pesa más de 20 MB. Elija una más liviana, o envíela desde el celular en un tamaño menor.',
    );
    expect(describeUploadRefusal(error, en)).toBe(
      'The image is larger than 20 MB. Choose a smaller one, or send it from the phone at a lower size.',
    );
  });

  it("words each of the server's refusals in Spanish and in English, and leaves other failures to the toast", () => {
    const cases: Array<[Error, string, string]> = [
      [
        refused(413, 'file: the image is larger than 20 MB'),
        'La imagen pesa más de 20 MB.',
        'The image is larger than 20 MB.',
      ],
      // A proxy's own 413 page says the same.
      [
        new Error('413: <html><body>413 Request Entity Too Large</body></html>'),
        'La imagen pesa más de 20 MB.',
        'The image is larger than 20 MB.',
      ],
      [
        refused(415, 'file: only JPEG, PNG or WebP images are accepted'),
        'Solo se aceptan imágenes JPEG, PNG o WebP.',
        'Only JPEG, PNG or WebP images are accepted.',
      ],
      [
        refused(422, 'file: the image must be at least 200×200 pixels'),
        'La imagen debe medir al menos 200×200 píxeles.',
        'The image must be at least 200×200 pixels.',
      ],
      [
        refused(422, 'file: the image must be at most 8000×8000 pixels'),
        'La imagen debe medir como máximo 8000×8000 píxeles.',
        'The image must be at most 8000×8000 pixels.',
      ],
      [
        refused(400, 'file: the image is damaged or incomplete and cannot be read'),
        'La imagen está dañada o incompleta',
        'The image is damaged or incomplete',
      ],
    ];
    for (const [error, spanish, english] of cases) {
      expect(describeUploadRefusal(error, es)).toContain(spanish);
      expect(describeUploadRefusal(error, en)).toContain(english);
      expect(describeUploadRefusal(error, es)).not.toMatch(/file:/);
    }
    for (const status of [401, 403, 409, 500, 503])
      expect(describeUploadRefusal(refused(status, 'no'), es)).toBeNull();
  });
});
