import { IntersectionType } from '@nestjs/swagger';
import { PageQueryDto } from '../../common/page-query.dto';
import { ContactFilterDto } from './contact-filter.dto';

/** `?limit=&offset=` paging of the staff list, newest first, narrowed by the filters. */
export class ListContactsQueryDto extends IntersectionType(PageQueryDto, ContactFilterDto) {}
