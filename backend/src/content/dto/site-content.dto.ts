import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { emailProblem, EMAIL_MAX_CHARS, normaliseEmail } from '@abogados/shared';
import type * as T from '../site-content.types';
import { BlogContentDto } from '../blog/dto/post.dto';
import { InternationalPhone, Nested, NestedList, NestedRules, Text, TextList } from './content-rules';
import { OfficeHours } from './office-hours.dto';
import { SocialLink } from './social-link.dto';

/** The largest side an image variant may have, in pixels. */
const IMAGE_MAX_PIXELS = 10_000;
export const IMAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class FirmAddress {
  @Text('street', 200, { example: 'Calle 10 # 40-20, El Poblado' })
  street: string;

  @Text('city', 100)
  city: string;

  @Text('region', 100)
  region: string;

  @Text('postalCode', 12)
  @Matches(/^[A-Za-z0-9 -]*$/, { message: 'postalCode must be letters, digits, spaces or hyphens' })
  postalCode: string;

  @ApiProperty({ description: 'ISO 3166-1 alpha-2 code', example: 'CO', pattern: '^[A-Z]{2}$' })
  @Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter country code such as CO' })
  country: string;
}

export class FirmFacts implements T.FirmFacts {
  @Text('name', 100)
  name: string;

  @InternationalPhone('phone')
  phone: string;

  @InternationalPhone('whatsapp')
  whatsapp: string;

  @ApiProperty({ example: 'contacto@abogadosmedellin.co', maxLength: EMAIL_MAX_CHARS })
  @Transform(({ value }: { value: unknown }) => normaliseEmail(value))
  @ValidateBy(
    { name: 'plainEmail', validator: { validate: (value: unknown) => emailProblem(value) === undefined } },
    { message: 'email must be a valid email address' },
  )
  email: string;

  @Nested('address', FirmAddress)
  address: FirmAddress;

  @ApiProperty({ type: SocialLink, isArray: true, maxItems: 6 })
  @IsArray({ message: 'social must be a list' })
  @ArrayMaxSize(6, { message: 'social must have at most 6 entries' })
  @IsObject({ each: true, message: 'each of social must be an object' })
  @ValidateNested({ each: true })
  @Type(() => SocialLink)
  social: SocialLink[];
}

export class ControllerFacts implements T.ControllerFacts {
  @Text('legalName', 200)
  legalName: string;

  @Text('taxId', 40, { min: 0, description: "The NIT; '' until given (the policy shows a placeholder)" })
  taxId: string;

  @Text('legalRepresentative', 200, {
    min: 0,
    description: "'' until given (the policy shows a placeholder)",
  })
  legalRepresentative: string;
}

export class AttorneyEducation {
  @Text('degree', 200)
  degree: string;

  @Text('specialization', 200, { min: 0 })
  specialization: string;

  @TextList('diplomas', 10, 200)
  diplomas: string[];
}

export class AttorneyProfile implements T.AttorneyProfile {
  @Text('title', 150)
  title: string;

  @Text('experience', 300)
  experience: string;

  @Text('summary', 1500, { multiLine: true })
  summary: string;

  @Nested('education', AttorneyEducation)
  education: AttorneyEducation;

  @TextList('experienceDetail', 12, 300)
  experienceDetail: string[];

  @TextList('expertise', 12, 100)
  expertise: string[];

  @TextList('skills', 12, 100)
  skills: string[];
}

export class LocalizedAttorneyProfile implements T.Localized<T.AttorneyProfile> {
  @Nested('es', AttorneyProfile)
  es: AttorneyProfile;

  @Nested('en', AttorneyProfile)
  en: AttorneyProfile;
}

export class ImageVariant implements T.ImageVariant {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: IMAGE_MAX_PIXELS })
  @IsInt({ message: 'width must be a whole number' })
  @Min(1)
  @Max(IMAGE_MAX_PIXELS)
  width: number;

  @ApiProperty({ enum: ['image/webp', 'image/jpeg'] })
  @IsIn(['image/webp', 'image/jpeg'], { message: 'type must be image/webp or image/jpeg' })
  type: 'image/webp' | 'image/jpeg';

  @ApiProperty({ example: '/media/k3J9x2/800.webp' })
  @Matches(/^\/media\/[A-Za-z0-9_-]{1,64}\/\d{1,5}\.(?:webp|jpg)$/, {
    message: 'url must be /media/<id>/<width>.webp or .jpg',
  })
  url: string;
}

/** An uploaded image, re-encoded by the images module: its id and the variants it was stored in. */
export class ImageRef implements T.ImageRef {
  @ApiProperty({ description: 'Opaque and URL-safe', example: 'k3J9x2', pattern: IMAGE_ID.source })
  @Matches(IMAGE_ID, { message: 'id must be 1 to 64 letters, digits, - or _' })
  id: string;

  @ApiProperty({ type: 'integer', description: 'Of the largest variant', minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(IMAGE_MAX_PIXELS)
  width: number;

  @ApiProperty({ type: 'integer', description: 'Of the largest variant', minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(IMAGE_MAX_PIXELS)
  height: number;

  @NestedList('variants', ImageVariant, 1, 12)
  variants: ImageVariant[];
}

/** A percentage of a photo's width or height, 0 to 100. */
function Percent(field: string, description: string): PropertyDecorator {
  const message = `${field} must be a whole number from 0 to 100`;
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description }),
    IsInt({ message }),
    Min(0, { message }),
    Max(100, { message }),
  );
}

/** The point of a photo a page's frame keeps in view when it crops it (CSS object-position). */
export class PhotoFocus implements T.PhotoFocus {
  @Percent('x', 'From the left edge, in percent of the width: 0 left, 50 centre, 100 right')
  x: number;

  @Percent('y', 'From the top edge, in percent of the height: 0 top, 50 centre, 100 bottom')
  y: number;
}

/** A photo's focus, kept only with a photo; missing means the centre. */
function OptionalFocus(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: PhotoFocus,
      required: false,
      description: 'Where the frame keeps the photo in view; missing: the centre',
    }),
    IsOptional(),
    NestedRules('photoFocus', PhotoFocus),
  );
}

/** An image slot: an uploaded image, or null for the bundled illustration. */
function OptionalImage(): PropertyDecorator {
  return (target, key) => {
    // A oneOf with a null-only branch: OpenAPI 3.0's `nullable` beside `allOf: [$ref]` does not let null
    // through the referenced schema, and validators such as Prism refuse it.
    ApiExtraModels(ImageRef)(target.constructor);
    ApiProperty({
      oneOf: [{ $ref: getSchemaPath(ImageRef) }, { type: 'string', nullable: true, enum: [null] }],
      description: 'null: the bundled illustration',
    })(target, key);
    ValidateIf((_object, value) => value !== null)(target, key);
    NestedRules(String(key), ImageRef)(target, key);
  };
}

export class AttorneyFacts implements T.AttorneyFacts {
  @Text('name', 100)
  name: string;

  @OptionalImage()
  photo: ImageRef | null;

  @OptionalFocus()
  photoFocus?: PhotoFocus;

  @Nested('profile', LocalizedAttorneyProfile)
  profile: LocalizedAttorneyProfile;
}

export class HeroFacts implements T.HeroFacts {
  @OptionalImage()
  photo: ImageRef | null;

  @OptionalFocus()
  photoFocus?: PhotoFocus;
}

/** Everything the public pages show that the firm can change; rendered into every page. */
export class SiteContent implements T.SiteContent {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'The content version: bumped by every change, in the same transaction',
  })
  version: number;

  @ApiProperty({
    type: FirmFacts,
    description: 'The firm. On GET /api/site social lists only the networks that have a link',
  })
  firm: FirmFacts;

  @ApiProperty({
    type: OfficeHours,
    description: "The office hours: the footer's line, the contact page's table and the answer-by clock",
  })
  hours: OfficeHours;

  @ApiProperty({ type: ControllerFacts, description: "The privacy policy's data controller" })
  controller: ControllerFacts;

  @ApiProperty({ type: AttorneyFacts })
  attorney: AttorneyFacts;

  @ApiProperty({ type: HeroFacts })
  hero: HeroFacts;

  @ApiProperty({ type: BlogContentDto, description: 'The published posts' })
  blog: BlogContentDto;
}

/** Each content section's rules, for checking what is read back from the database too. */
export const SECTION_CLASSES = {
  firm: FirmFacts,
  hours: OfficeHours,
  controller: ControllerFacts,
  attorney: AttorneyFacts,
  hero: HeroFacts,
} as const;
