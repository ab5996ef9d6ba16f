import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused } from '../common/api-responses';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ImageRefDto } from './dto/image-ref.dto';
import { ImageInUseResponseDto, StoredImageDto } from './dto/stored-image.dto';
import { ImageLibraryService } from './image-library.service';
import { MAX_SIDE, MAX_UPLOAD_MB, MIN_SIDE, UPLOAD_FIELD, UPLOAD_MESSAGES as M } from './image-rules';
import { ImagesService } from './images.service';
import { ImageUploadInterceptor } from './upload-interceptor';

/** What multer leaves in req.file with its memory storage (the part this controller reads). */
interface UploadedImage {
  buffer: Buffer;
}

@ApiTags('images')
@StaffOnly()
@Controller('admin/images')
export class ImagesController {
  constructor(
    private readonly images: ImagesService,
    private readonly library: ImageLibraryService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Every uploaded image, newest first, with its size, variants and where the site shows it',
    description: 'uses is empty for an image nothing shows: it can be deleted.',
  })
  @ApiOkResponse({ type: [StoredImageDto] })
  list(): Promise<StoredImageDto[]> {
    return this.library.list();
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete an image nothing shows, with its variants: its /media URLs answer 404 from then on',
    description:
      'Browsers and caches that already keep a variant may show it until it expires there (immutable, a year).',
  })
  @ApiParam({ name: 'id', description: 'The image id' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No image has this id', type: ErrorResponseDto })
  @ApiConflictResponse({
    description: "In use (the attorney's or the home page's photo, a post's cover or text): uses says where",
    type: ImageInUseResponseDto,
  })
  @ApiCrossSiteRefused()
  async remove(@Param('id') id: string, @StaffEmail() staff: string): Promise<void> {
    await this.library.delete(id, staff);
  }

  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Upload an image (JPEG, PNG or WebP, by its content) for the site: re-encoded without metadata',
    description:
      `One file in the multipart field \`${UPLOAD_FIELD}\`, at most ${MAX_UPLOAD_MB} MB (a phone's camera photo), from ${MIN_SIDE}×${MIN_SIDE} to ` +
      `${MAX_SIDE}×${MAX_SIDE} pixels. Its EXIF orientation is applied, then all metadata (location, camera, ` +
      'colour profile) is removed, and it is resized to the widths the site serves. The variants are served at /media/<id>/<width>.webp and ' +
      '/media/<id>/<width>.jpg, cached for a year: an image never changes under its URL.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FIELD],
      properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: ImageRefDto })
  @ApiBadRequestResponse({
    description: 'No file, more than one, a malformed body, or a damaged or incomplete image',
    type: ErrorResponseDto,
  })
  @ApiPayloadTooLargeResponse({
    description: `The file is larger than ${MAX_UPLOAD_MB} MB (or the body says it is larger than any upload can be)`,
    type: ErrorResponseDto,
  })
  @ApiUnsupportedMediaTypeResponse({
    description:
      'The body is not multipart/form-data with a boundary, or the file is not a JPEG, PNG or WebP image ' +
      'by its content, whatever its name or Content-Type say',
    type: ErrorResponseDto,
  })
  @ApiUnprocessableEntityResponse({
    description: `Smaller than ${MIN_SIDE}×${MIN_SIDE} or larger than ${MAX_SIDE}×${MAX_SIDE} pixels`,
    type: ErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  upload(@UploadedFile() file: UploadedImage | undefined, @StaffEmail() staff: string): Promise<ImageRefDto> {
    if (!file) throw new BadRequestException(M.missing);
    return this.images.store(file.buffer, staff);
  }
}
