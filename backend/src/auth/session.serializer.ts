import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { type StaffLocale } from './staff-locale';
import { StaffUsersService } from './staff-users.service';

export interface SessionUser {
  id: number;
  email: string;
  /** Loaded with the user on each request; absent on the object the log-in hands over. */
  locale?: StaffLocale | null;
}

/** passport's way to hand a (de)serializer's turn to the next one registered. */
const PASS = 'pass';

/**
 * The session keeps only the user id; each request reloads the user, so a removed user is out at once.
 * passport is a process-wide singleton that keeps every serializer ever registered: once this app is
 * closed (a restart in the same process, as in tests) it passes its turn on instead of using a closed database.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  private closed = false;

  constructor(private readonly staff: StaffUsersService) {
    super();
  }

  onModuleDestroy(): void {
    this.closed = true;
  }

  serializeUser(user: SessionUser, done: (err: unknown, id?: number) => void): void {
    if (this.closed) return done(PASS);
    done(null, user.id);
  }

  deserializeUser(id: number, done: (err: unknown, user?: SessionUser | false) => void): void {
    if (this.closed) return done(PASS);
    this.staff.findById(id).then(
      (user) => done(null, user ? { id: user.id, email: user.email, locale: user.locale } : false),
      (err: unknown) => done(err),
    );
  }
}
