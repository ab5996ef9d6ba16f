import { ApiProperty } from '@nestjs/swagger';

/** Documents the log-in form; passport-local reads the fields itself. */
export class LoginDto {
  @ApiProperty({ example: 'staff@example.com', format: 'email', maxLength: 254 })
  email: string;

  @ApiProperty({ example: 'correct horse battery staple', format: 'password', maxLength: 1024 })
  password: string;
}
