import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** A six-digit code from the authenticator app, or (where the operation says so) a recovery code. */
export class SecondFactorCodeDto {
  @ApiProperty({
    example: '123456',
    maxLength: 40,
    description: 'Six digits from the app, or a recovery code',
  })
  @IsString()
  @MaxLength(40)
  @Matches(/^[0-9a-fA-F\s-]+$/, {
    message: 'code: digits only (a recovery code: its letters, digits and dashes)',
  })
  code: string;
}

export class SecondFactorStatusDto {
  @ApiProperty({ description: 'A second factor is confirmed: the password alone gives no session' })
  enabled: boolean;

  @ApiProperty({ description: 'STAFF_REQUIRE_2FA: every staff member must have one' })
  required: boolean;

  @ApiProperty({ type: 'integer', example: 10, description: 'Unused recovery codes' })
  recoveryCodesLeft: number;
}

export class SecondFactorEnrolmentDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXP', description: 'The base32 secret, shown this once' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/Abogados%20Medell%C3%ADn:staff%40example.com?secret=…' })
  uri: string;

  @ApiProperty({
    example: '<svg xmlns="http://www.w3.org/2000/svg" …>…</svg>',
    description: 'The QR code of uri',
  })
  qrSvg: string;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    example: ['0a1b2-c3d4e-5f6a7-b8c9d'],
    description: 'Ten one-time codes, shown this once (stored hashed)',
  })
  codes: string[];
}
