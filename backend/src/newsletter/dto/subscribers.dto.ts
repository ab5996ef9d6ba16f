import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto';
import {
  NEWSLETTER_LANGUAGES,
  type NewsletterLanguage,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from '../newsletter-subscriber.entity';
import { SUBSCRIBER_EVENTS, type SubscriberEventKind } from '../subscriber-event.entity';

/** An empty parameter (a form's blank field) means no filter; the address is searched in lower case. */
const blankAsAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim().toLowerCase()
    : value === ''
      ? undefined
      : value;

/** The filters the subscribers list and its CSV export share (AND). */
export class SubscriberFilterDto {
  @ApiPropertyOptional({ description: 'Part of the address, any case', maxLength: 254, example: 'maria' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(254, { message: 'q must be at most 254 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` })
  status?: SubscriberStatus;

  @ApiPropertyOptional({ enum: NEWSLETTER_LANGUAGES })
  @IsOptional()
  @IsIn(NEWSLETTER_LANGUAGES, { message: 'language must be es or en' })
  language?: NewsletterLanguage;
}

export class ListSubscribersQueryDto extends IntersectionType(PageQueryDto, SubscriberFilterDto) {}

/** One confirmation (with its proof) or unsubscribe in a subscriber's history. */
export class SubscriberEventDto {
  @ApiProperty({ enum: SUBSCRIBER_EVENTS })
  event: SubscriberEventKind;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'A confirmation: when it was asked for',
  })
  requestedAt: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '1.1',
    description: 'A confirmation: the policy shown',
  })
  privacyPolicyVersion: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'A confirmation: the consent sentence shown' })
  consentText: string | null;

  @ApiProperty({ type: 'string', enum: NEWSLETTER_LANGUAGES, nullable: true })
  consentLanguage: NewsletterLanguage | null;
}

export class SubscriberDto {
  @ApiProperty({ type: 'integer', example: 12 })
  id: number;

  @ApiProperty({ example: 'maria@example.com' })
  email: string;

  @ApiProperty({ enum: NEWSLETTER_LANGUAGES })
  language: NewsletterLanguage;

  @ApiProperty({ enum: SUBSCRIBER_STATUSES })
  status: SubscriberStatus;

  @ApiProperty({ format: 'date-time', description: 'When the address last asked to subscribe' })
  requestedAt: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  confirmedAt: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  unsubscribedAt: string | null;

  @ApiProperty({
    type: [SubscriberEventDto],
    description:
      'Every confirmation and unsubscribe, oldest first: an address that left and came back through a ' +
      'confirmation of its own shows both',
  })
  history: SubscriberEventDto[];
}

export class SubscriberCountsDto {
  @ApiProperty({ type: 'integer' })
  pending: number;

  @ApiProperty({ type: 'integer' })
  confirmed: number;

  @ApiProperty({ type: 'integer' })
  unsubscribed: number;
}

export class SubscriberListDto {
  @ApiProperty({ type: [SubscriberDto], description: 'Newest request first' })
  items: SubscriberDto[];

  @ApiProperty({ type: 'integer', description: 'How many the filters select in all' })
  total: number;

  @ApiProperty({
    type: SubscriberCountsDto,
    description: 'Every subscriber by status, whatever the filters (the tabs of the panel)',
  })
  counts: SubscriberCountsDto;
}

/** A subscription as data-subject access shows it, with its proof of consent. */
export class SubscriptionRecordDto extends OmitType(SubscriberDto, ['id'] as const) {
  @ApiProperty({ type: 'string', nullable: true, example: '1.0' })
  privacyPolicyVersion: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'The consent sentence shown' })
  consentText: string | null;

  @ApiProperty({ type: 'string', enum: NEWSLETTER_LANGUAGES, nullable: true })
  consentLanguage: NewsletterLanguage | null;
}
