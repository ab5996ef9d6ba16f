import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { NestedRules } from './content-rules';
import { IMAGE_ID, PhotoFocus } from './site-content.dto';

export const PHOTO_SLOTS = ['attorney', 'hero'] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

/** Which uploaded image a photo slot shows, and the point its frame keeps in view. */
export class SetPhotoDto {
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'k3J9x2',
    description: 'The id POST /api/admin/images answered; null goes back to the bundled illustration',
  })
  @ValidateIf((_object, value) => value !== null)
  @IsString({ message: 'imageId must be an image id or null' })
  @Matches(IMAGE_ID, { message: 'imageId must be 1 to 64 letters, digits, - or _' })
  imageId: string | null;

  @ApiProperty({
    type: PhotoFocus,
    required: false,
    description: 'Where the page keeps the photo in view when its frame crops it; missing: the centre',
  })
  @IsOptional()
  @NestedRules('focus', PhotoFocus)
  focus?: PhotoFocus;
}
