import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { isForeignKeyViolation } from '../common/database-errors';
import { type ImageUseDto, type StoredImageDto } from './dto/stored-image.dto';
import { IMAGE_ID } from './image-rules';
import { type ImageUse, ImageUses } from './image-uses';
import { ImagesRepository, type VariantKey } from './images.repository';
import { imageRef, ImagesService } from './images.service';

const IN_USE = 'This image is in use: take it off what shows it first';

function inUse(uses: ImageUse[]): ConflictException {
  return new ConflictException({ statusCode: 409, message: IN_USE, uses });
}

/**
 * Staff's image library: every upload with where the site shows it, and deleting one nothing shows. The
 * uses come from the modules that keep image ids (ImageUses); the photos and covers are also foreign keys,
 * so an attach racing a delete is settled by the database: one of the two is refused.
 */
@Injectable()
export class ImageLibraryService {
  constructor(
    private readonly stored: ImagesRepository,
    private readonly images: ImagesService,
    private readonly uses: ImageUses,
    private readonly audit: AuditService,
  ) {}

  /** Newest first. */
  async list(): Promise<StoredImageDto[]> {
    const [rows, variants, uses] = await Promise.all([
      this.stored.all(),
      this.stored.variantKeys(),
      this.uses.all(),
    ]);
    const variantsOf = new Map<string, VariantKey[]>();
    for (const variant of variants)
      variantsOf.set(variant.imageId, [...(variantsOf.get(variant.imageId) ?? []), variant]);
    return rows.map((row) => ({
      ...imageRef(row, variantsOf.get(row.id) ?? []),
      originalType: row.originalType,
      byteSize: row.byteSize,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      uses: (uses.get(row.id) ?? []) as ImageUseDto[],
    }));
  }

  /** 404 when there is no such image, 409 (with its uses) while anything shows it; audited. */
  async delete(id: string, actor: string): Promise<void> {
    const image = IMAGE_ID.test(id) ? await this.stored.byId(id) : null;
    if (!image) throw new NotFoundException('No image has this id');
    const uses = await this.uses.of(id);
    if (uses.length > 0) throw inUse(uses);
    let removed: boolean;
    try {
      removed = await this.images.remove(id);
    } catch (error) {
      // A photo or cover took it between the look at its uses and the delete: the foreign key refused.
      if (isForeignKeyViolation(error)) throw inUse(await this.uses.of(id));
      throw error;
    }
    if (!removed) throw new NotFoundException('No image has this id');
    const detail =
      `${image.originalType}, ${image.width}×${image.height}, ${image.byteSize} bytes, ` +
      `uploaded ${image.createdAt.toISOString()} by ${image.createdBy}`;
    await this.audit.record(actor, 'image_deleted', `image ${id}`, detail.slice(0, 500));
  }
}
