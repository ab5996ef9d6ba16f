import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailboxCap } from './mailbox-cap.entity';
import { MailboxCaps } from './mailbox-caps';
import { MailboxCapsRepository } from './mailbox-caps.repository';
import { RateLimiterService } from './rate-limiter.service';
import { RateLimitsRepository } from './rate-limits.repository';
import { VisitorEmailLimits } from './visitor-email-limits';

/**
 * Cross-cutting defences other modules use: the shared rate-limit counters, and the caps on emails to
 * visitors (per mailbox, per client address) that the acknowledgment and the newsletter's confirmation share.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailboxCap])],
  providers: [
    RateLimitsRepository,
    MailboxCapsRepository,
    RateLimiterService,
    MailboxCaps,
    VisitorEmailLimits,
  ],
  exports: [RateLimiterService, MailboxCaps, VisitorEmailLimits],
})
export class SecurityModule {}
