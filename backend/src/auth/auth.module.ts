import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller';
import { LocalLoginGuard } from './local-login.guard';
import { LocalStrategy } from './local.strategy';
import { LoginLimits } from './login-limits';
import { LogoutController } from './logout.controller';
import { PasswordCheckSlots } from './password-check-slots';
import { SessionSerializer } from './session.serializer';
import { Session } from './session.entity';
import { StaffUser } from './staff-user.entity';
import { StaffUsersService } from './staff-users.service';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([StaffUser, Session])],
  controllers: [AuthController, LogoutController],
  providers: [
    StaffUsersService,
    LocalStrategy,
    SessionSerializer,
    LoginLimits,
    PasswordCheckSlots,
    LocalLoginGuard,
  ],
  exports: [StaffUsersService],
})
export class AuthModule {}
