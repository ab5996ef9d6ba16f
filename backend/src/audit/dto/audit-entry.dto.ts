import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../audit-entry.entity';

/** One entry of the audit log as staff see it. */
export class AuditEntryDto {
  @ApiProperty({ type: 'integer', example: 7 })
  id: number;

  @ApiProperty({ example: '2025-06-01T14:30:00.000Z', format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    example: 'staff@example.com',
    description:
      "The staff member's email, 'system', or the account a failed log-in tried, masked (s***@example.com)",
  })
  actor: string;

  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction', example: 'mark_processed' })
  action: AuditAction;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'contact 42',
    description:
      'What was acted on: "contact 42", a masked address ("m***@example.com"), or the client a log-in ' +
      'came from ("address 203.0.113.7")',
  })
  target: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '3 requests deleted' })
  detail: string | null;

  static from(entry: AuditEntry): AuditEntryDto {
    return {
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      detail: entry.detail,
    };
  }
}
