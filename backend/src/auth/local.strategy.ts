import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { StaffUsersService } from './staff-users.service';
import { type SessionUser } from './session.serializer';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly staff: StaffUsersService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: unknown, password: unknown): Promise<SessionUser | false> {
    // A repeated form field arrives as an array: that is a failed log-in, not a crash.
    if (typeof email !== 'string' || typeof password !== 'string') return false;
    const user = await this.staff.verify(email, password);
    return user ? { id: user.id, email: user.email } : false;
  }
}
