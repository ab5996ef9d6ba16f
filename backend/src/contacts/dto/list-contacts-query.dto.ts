import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto';
import { ContactFilterDto } from './contact-filter.dto';

export const CONTACT_SORTS = ['newest', 'answer-by'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** `?limit=&offset=&sort=` paging of the staff list, narrowed by the filters. */
export class ListContactsQueryDto extends IntersectionType(PageQueryDto, ContactFilterDto) {
  @ApiPropertyOptional({
    enum: CONTACT_SORTS,
    default: 'newest',
    description:
      'newest: newest first · answer-by: pending requests first, the least time left on top, then processed ones',
  })
  @IsOptional()
  @IsIn(CONTACT_SORTS, { message: `sort must be one of ${CONTACT_SORTS.join(', ')}` })
  sort?: ContactSort;
}
