import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsObject,
  isPhoneNumber,
  IsString,
  Matches,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { MaxChars, MULTI_LINE, normaliseText, SINGLE_LINE, trimText } from '../../common/text-rules';

interface TextOptions {
  /** 0: may be empty. Default 1. */
  min?: 0 | 1;
  /** Line breaks and tabs allowed (a summary). */
  multiLine?: boolean;
  example?: string;
  description?: string;
}

/** A text fact: trimmed, NFC, no control or bidi characters, at most `max` characters. */
export function Text(field: string, max: number, options: TextOptions = {}): PropertyDecorator {
  const min = options.min ?? 1;
  return applyDecorators(
    ApiProperty({
      maxLength: max,
      minLength: min,
      example: options.example,
      description: options.description,
    }),
    Transform(trimText),
    IsString({ message: `${field} must be text` }),
    Matches(options.multiLine ? MULTI_LINE : SINGLE_LINE, {
      message: `${field} contains characters that are not allowed`,
    }),
    MaxChars(max, { message: `${field} must be at most ${max} characters` }),
    MinLength(min, { message: `${field} must not be empty` }),
  );
}

/** A list of short texts (a profile's skills): at most `maxItems`, each 1 to `max` characters. */
export function TextList(field: string, maxItems: number, max: number): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'array', items: { type: 'string', maxLength: max, minLength: 1 }, maxItems }),
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map(normaliseText) : value)),
    IsArray({ message: `${field} must be a list` }),
    ArrayMaxSize(maxItems, { message: `${field} must have at most ${maxItems} entries` }),
    IsString({ each: true, message: `each of ${field} must be text` }),
    Matches(SINGLE_LINE, { each: true, message: `${field} contains characters that are not allowed` }),
    MaxChars(max, { each: true, message: `each of ${field} must be at most ${max} characters` }),
    MinLength(1, { each: true, message: `each of ${field} must not be empty` }),
  );
}

/** A nested object of the given class, validated with its own rules. */
export function Nested(field: string, type: new () => object): PropertyDecorator {
  return applyDecorators(ApiProperty({ type }), NestedRules(field, type));
}

/** Nested's validation alone, for a property documented otherwise. */
export function NestedRules(field: string, type: new () => object): PropertyDecorator {
  return applyDecorators(
    IsObject({ message: `${field} must be an object` }),
    ValidateNested(),
    Type(() => type),
  );
}

/** A list of nested objects: between `minItems` and `maxItems` of them. */
export function NestedList(
  field: string,
  type: new () => object,
  minItems: number,
  maxItems: number,
): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type, isArray: true, minItems, maxItems }),
    IsArray({ message: `${field} must be a list` }),
    ArrayMinSize(minItems, { message: `${field} must have at least ${minItems} entries` }),
    ArrayMaxSize(maxItems, { message: `${field} must have at most ${maxItems} entries` }),
    IsObject({ each: true, message: `each of ${field} must be an object` }),
    ValidateNested({ each: true }),
    Type(() => type),
  );
}

/** A phone number as people read it, with its country code: "+57 300 123 4567" (libphonenumber's rules). */
export function isInternationalPhone(value: unknown): boolean {
  return typeof value === 'string' && /^\+\d[\d ().-]{5,22}\d$/.test(value) && isPhoneNumber(value);
}

export function InternationalPhone(field: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: '+57 300 123 4567', maxLength: 24 }),
    Transform(trimText),
    ValidateBy(
      { name: 'internationalPhone', validator: { validate: isInternationalPhone } },
      { message: `${field} must be a valid phone number with its country code, such as +57 300 123 4567` },
    ),
  );
}
