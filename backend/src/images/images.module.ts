import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { MediaController } from './media.controller';

/**
 * Uploaded images: the staff upload (POST /api/admin/images), storage in the database, and serving the
 * encoded variants at /media/. Other modules keep an image's id and ask ImagesService to describe it.
 * Its entities are registered with the data source (database/entities.ts, data-source-options.ts).
 */
@Module({
  controllers: [ImagesController, MediaController],
  providers: [ImagesService],
  exports: [ImagesService],
})
export class ImagesModule {}
