import { BadRequestException, ConflictException } from '@nestjs/common';
import { registerErrorCodes } from '../../common/error-codes';

/** Refusals the panel words itself (common/error-codes.ts). */
const BLOG_MESSAGES = {
  slugTaken: 'Another post in this language has this slug',
  stale: 'The post was changed by someone else since it was loaded: reload it, then make the change again',
} as const;
registerErrorCodes('blog', BLOG_MESSAGES);

/** The answers staff get when a post's change is refused, the same from every part of the blog. */
export function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    message: 'Validation failed',
    errors: { [field]: message },
  });
}

export function slugConflict(): ConflictException {
  return new ConflictException({
    statusCode: 409,
    message: BLOG_MESSAGES.slugTaken,
    errors: { slug: 'another post in this language has this slug: choose another' },
  });
}

/** The cover's image was deleted between the check and the write (its foreign key refused the write). */
export function coverGone(): BadRequestException {
  return invalid('cover.imageId', 'no uploaded image has this id: upload it first');
}

export function stalePost(): ConflictException {
  return new ConflictException(BLOG_MESSAGES.stale);
}
