import { ApiProperty } from '@nestjs/swagger';
import { emailInputSchema } from '../../common/email-input';

/** Documents the log-in form; passport-local reads the fields itself. */
export class LoginDto {
  @ApiProperty(emailInputSchema('staff@example.com'))
  email: string;

  @ApiProperty({ example: 'correct horse battery staple', format: 'password', maxLength: 1024 })
  password: string;
}
