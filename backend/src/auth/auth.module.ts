import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller';
import { LocalLoginGuard } from './local-login.guard';
import { LocalStrategy } from './local.strategy';
import { LoginLimits } from './login-limits';
import { LogoutController } from './logout.controller';
import { PasswordCheckSlots } from './password-check-slots';
import { RecoveryCode } from './recovery-code.entity';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorRepository } from './second-factor.repository';
import { SecondFactorService } from './second-factor.service';
import { SecondStepController } from './second-step.controller';
import { SecondStepLogin } from './second-step-login';
import { SessionSerializer } from './session.serializer';
import { SessionsRepository } from './sessions.repository';
import { Session } from './session.entity';
import { StaffUser } from './staff-user.entity';
import { StaffUsersRepository } from './staff-users.repository';
import { StaffUsersService } from './staff-users.service';

@Module({
  imports: [
    PassportModule.register({ session: true }),
    TypeOrmModule.forFeature([StaffUser, Session, RecoveryCode]),
  ],
  controllers: [AuthController, SecondStepController, SecondFactorController, LogoutController],
  providers: [
    StaffUsersRepository,
    SessionsRepository,
    StaffUsersService,
    LocalStrategy,
    SessionSerializer,
    LoginLimits,
    PasswordCheckSlots,
    LocalLoginGuard,
    SecondFactorRepository,
    SecondFactorService,
    SecondStepLogin,
  ],
  exports: [StaffUsersService, SecondFactorService, SessionsRepository],
})
export class AuthModule {}
