import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { VARIANT_EXTENSIONS, type VariantType } from '../image-rules';

@ApiSchema({ name: 'ImageVariantRef', description: 'One encoded file of an image' })
export class ImageVariantRefDto {
  @ApiProperty({ type: 'integer', example: 640 })
  width: number;

  @ApiProperty({ enum: Object.keys(VARIANT_EXTENSIONS), example: 'image/webp' })
  type: VariantType;

  @ApiProperty({ example: '/media/Zk3q9v0LmP2xR7aB/640.webp', description: 'Relative to the site' })
  url: string;
}

@ApiSchema({
  name: 'ImageRef',
  description:
    'An uploaded image, re-encoded without metadata: WebP at each width up to 1280 (never wider than the ' +
    'upload), and one JPEG at the largest width for e-mail and social previews',
})
export class ImageRefDto {
  @ApiProperty({ example: 'Zk3q9v0LmP2xR7aB', description: 'Opaque and URL-safe' })
  id: string;

  @ApiProperty({ type: 'integer', example: 1280, description: 'Of the largest variant' })
  width: number;

  @ApiProperty({ type: 'integer', example: 960, description: 'Of the largest variant' })
  height: number;

  @ApiProperty({ type: [ImageVariantRefDto], description: 'WebP by ascending width, then the JPEG' })
  variants: ImageVariantRefDto[];
}

/** The name the site's content model uses for an uploaded image. */
export type ImageRef = ImageRefDto;
