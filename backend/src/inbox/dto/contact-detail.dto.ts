import { ApiProperty } from '@nestjs/swagger';
import { CONSENT_LANGUAGES } from '../../contact/consent';
import { type ContactSubmission } from '../../contacts/contact-submission.entity';
import { ContactNoteDto } from '../../contacts/dto/contact-note.dto';
import { ContactSubmissionDto } from './contact-submission.dto';

/** Proof of consent (Ley 1581 de 2012, Decreto 1377 de 2013): what the visitor accepted, when, and how. */
export class ConsentRecordDto {
  @ApiProperty({ format: 'date-time', example: '2025-06-01T14:30:00.000Z' })
  at: string;

  @ApiProperty({ example: '1.0', description: 'The privacy-policy version the form showed' })
  privacyPolicyVersion: string;

  @ApiProperty({ description: 'The consent sentence exactly as the visitor read it' })
  text: string;

  @ApiProperty({ enum: CONSENT_LANGUAGES, description: 'The language of the page the request came from' })
  language: string;

  /** Null for requests stored before consent was recorded: nothing is invented for them. */
  static from(entity: ContactSubmission): ConsentRecordDto | null {
    const { consentAt, privacyPolicyVersion, consentText, language } = entity;
    if (!consentAt || !privacyPolicyVersion || !consentText || !language) return null;
    return { at: consentAt.toISOString(), privacyPolicyVersion, text: consentText, language };
  }
}

/** One request with everything held about it: the proof of consent and the internal notes. */
export class ContactDetailDto extends ContactSubmissionDto {
  @ApiProperty({
    type: ConsentRecordDto,
    nullable: true,
    description: 'null for requests stored before consent was recorded',
  })
  consentRecord: ConsentRecordDto | null;

  @ApiProperty({ type: [ContactNoteDto], description: 'Internal notes, oldest first' })
  notes: ContactNoteDto[];
}
