import { randomBytes } from 'node:crypto';
import { ENGINE } from '../../test/harness';
import { useRepositoryDatabase } from '../../test/repository-database';
import { ImagesRepository } from './images.repository';

const at = (second: number) => new Date(Date.UTC(2026, 2, 2, 15, 0, second));

describe(`ImagesRepository on ${ENGINE}`, () => {
  const { dataSource: database } = useRepositoryDatabase();
  let images: ImagesRepository;

  const stored = async (id: string, second: number) => {
    await images.insert({
      id,
      originalType: 'image/png',
      width: 800,
      height: 600,
      byteSize: 1234,
      createdAt: at(second),
      createdBy: 'staff@example.com',
    });
    // Every byte value, so neither engine's binary column may change one.
    const bytes = Buffer.from(Array.from({ length: 256 }, (_unused, index) => index));
    await images.insertVariants([
      { imageId: id, width: 400, type: 'image/webp', bytes, etag: '"a"' },
      { imageId: id, width: 800, type: 'image/jpeg', bytes: randomBytes(64), etag: '"b"' },
    ]);
    return bytes;
  };

  beforeAll(() => {
    images = new ImagesRepository(database());
  });

  it("keeps a variant's bytes exactly, and reads the image without them", async () => {
    const bytes = await stored('AAAAAAAAAAAAAAAA', 1);
    const variant = await images.variant({ imageId: 'AAAAAAAAAAAAAAAA', width: 400, type: 'image/webp' });
    expect(Buffer.compare(variant!.bytes, bytes)).toBe(0);
    expect(variant!.etag).toBe('"a"');
    expect(await images.variant({ imageId: 'AAAAAAAAAAAAAAAA', width: 401, type: 'image/webp' })).toBeNull();
    expect(await images.byId('AAAAAAAAAAAAAAAA')).toEqual({
      id: 'AAAAAAAAAAAAAAAA',
      originalType: 'image/png',
      width: 800,
      height: 600,
      byteSize: 1234,
      createdAt: at(1),
      createdBy: 'staff@example.com',
    });
    expect(await images.exists('AAAAAAAAAAAAAAAA')).toBe(true);
  });

  it('lists the images newest first and the variant keys of one or all', async () => {
    await stored('BBBBBBBBBBBBBBBB', 2);
    expect((await images.all()).map((image) => image.id)).toEqual(['BBBBBBBBBBBBBBBB', 'AAAAAAAAAAAAAAAA']);
    const keys = await images.variantKeys('BBBBBBBBBBBBBBBB');
    expect(keys.map(({ width, type }) => `${width} ${type}`).sort()).toEqual([
      '400 image/webp',
      '800 image/jpeg',
    ]);
    expect(await images.variantKeys()).toHaveLength(4);
  });

  it('removes an image with its variants in one statement, once', async () => {
    expect(await images.remove('BBBBBBBBBBBBBBBB')).toBe(true);
    expect(await images.remove('BBBBBBBBBBBBBBBB')).toBe(false);
    expect(await images.exists('BBBBBBBBBBBBBBBB')).toBe(false);
    expect(await images.variantKeys('BBBBBBBBBBBBBBBB')).toEqual([]);
  });
});
