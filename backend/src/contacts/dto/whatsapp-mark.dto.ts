import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { registerErrorCodes } from '../../common/error-codes';

/** Refusals the panel words itself (common/error-codes.ts). */
export const WHATSAPP_MARK_MESSAGES = {
  invalid: 'whatsapp must be true, false or null',
} as const;
registerErrorCodes('whatsappMark', WHATSAPP_MARK_MESSAGES);

/** Staff's word on whether a request's phone number has WhatsApp. */
export class WhatsappMarkDto {
  @ApiProperty({
    type: 'boolean',
    nullable: true,
    example: true,
    description:
      'true: the number has WhatsApp (a landline with WhatsApp Business); false: it has none (a mobile ' +
      'without it); null: back to the rule (a Colombian mobile has it, a landline not)',
  })
  // Checked by WhatsappMarkPipe, so a refusal carries its own message (and code) rather than a rule's.
  @Allow()
  whatsapp: boolean | null;
}

/** The body must say true, false or null: a missing value or any other is a 400 with one message. */
@Injectable()
export class WhatsappMarkPipe implements PipeTransform<WhatsappMarkDto, WhatsappMarkDto> {
  transform(body: WhatsappMarkDto): WhatsappMarkDto {
    const value: unknown = (body as Partial<WhatsappMarkDto> | null)?.whatsapp;
    if (typeof value === 'boolean' || value === null) return body;
    throw new BadRequestException({
      statusCode: 400,
      message: WHATSAPP_MARK_MESSAGES.invalid,
      errors: { whatsapp: WHATSAPP_MARK_MESSAGES.invalid },
    });
  }
}
