import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/error-response.dto';
import { ImageRefDto } from './image-ref.dto';

/** One place an image is shown; the post's fields only for kind blog-post. */
export class ImageUseDto {
  @ApiProperty({
    enum: ['attorney', 'hero', 'blog-post'],
    enumName: 'ImageUseKind',
    description: "The attorney's photo, the home page's photo, or a blog post",
  })
  kind: 'attorney' | 'hero' | 'blog-post';

  @ApiPropertyOptional({ description: "The post's id", format: 'uuid' })
  id?: string;

  @ApiPropertyOptional({ description: "The post's title" })
  title?: string;

  @ApiPropertyOptional({ enum: ['es', 'en'] })
  language?: 'es' | 'en';

  @ApiPropertyOptional({ enum: ['draft', 'scheduled', 'published'] })
  status?: 'draft' | 'scheduled' | 'published';

  @ApiPropertyOptional({ enum: ['cover', 'body'], description: 'Its cover, or an image in its text' })
  field?: 'cover' | 'body';
}

/** An uploaded image as the staff's library lists it. */
export class StoredImageDto extends ImageRefDto {
  @ApiProperty({ enum: ['image/jpeg', 'image/png', 'image/webp'], description: 'What the upload was' })
  originalType: string;

  @ApiProperty({ type: 'integer', description: 'Bytes of the upload as received' })
  byteSize: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: 'Who uploaded it' })
  createdBy: string;

  @ApiProperty({
    type: [ImageUseDto],
    description: 'Where the site shows it; empty: unused, it can be deleted',
  })
  uses: ImageUseDto[];
}

export class ImageInUseResponseDto extends ErrorResponseDto {
  @ApiProperty({ type: 'integer', example: 409 })
  declare statusCode: number;

  @ApiProperty({ example: 'This image is in use: take it off what shows it first' })
  declare message: string;

  @ApiProperty({ type: [ImageUseDto], description: 'What still shows it' })
  uses: ImageUseDto[];
}
