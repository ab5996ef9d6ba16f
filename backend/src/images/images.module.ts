import { Module } from '@nestjs/common';
import { ImageLibraryService } from './image-library.service';
import { ImageUses } from './image-uses';
import { ImagesController } from './images.controller';
import { ImagesRepository } from './images.repository';
import { ImagesService } from './images.service';
import { MediaController } from './media.controller';

/**
 * Uploaded images: the staff upload (POST /api/admin/images), storage in the database, and serving the
 * encoded variants at /media/, and staff's library (list with uses, delete). Other modules keep an image's
 * id, ask ImagesService to describe it, and register with ImageUses to say where they show images.
 * Its entities are registered with the data source (database/entities.ts, data-source-options.ts).
 */
@Module({
  controllers: [ImagesController, MediaController],
  providers: [ImagesRepository, ImagesService, ImageLibraryService, ImageUses],
  exports: [ImagesService, ImageUses],
})
export class ImagesModule {}
