import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { parseVariantFile } from './image-rules';
import { ImagesService } from './images.service';

/** A variant never changes under its URL (a new upload gets a new id), so caches may keep it for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MEDIA_PREFIX = 'media';
export const MEDIA_MISSING_CACHE_CONTROL = 'no-store';

/**
 * The uploaded images at /media/<id>/<width>.webp and /media/<id>/<width>.jpg (GET and HEAD), outside /api
 * (app.ts leaves this route out of the global prefix; site.ts lets /media/ through). Part of the site, not
 * of the API document.
 */
@ApiExcludeController()
@Controller(MEDIA_PREFIX)
export class MediaController {
  constructor(private readonly images: ImagesService) {}

  @Get(':id/:file')
  async serve(
    @Param('id') id: string,
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const wanted = parseVariantFile(file);
    const variant = wanted && (await this.images.variant(id, wanted.width, wanted.type));
    if (!wanted || !variant) {
      // Not for a year as a variant is: a URL that was an image (deleted since) must not be kept as one.
      res.setHeader('Cache-Control', MEDIA_MISSING_CACHE_CONTROL);
      throw new NotFoundException('Image not found');
    }
    res.setHeader('Content-Type', wanted.type);
    res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    res.setHeader('ETag', variant.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Express compares If-None-Match with the ETag just set (req.fresh).
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(variant.bytes.length));
    res.status(200).end(variant.bytes);
  }
}
