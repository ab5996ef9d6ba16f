import { Global, Module } from '@nestjs/common';
import { RateLimiterService } from './rate-limiter.service';

/** Cross-cutting defences other modules use: the shared rate-limit counters. */
@Global()
@Module({
  providers: [RateLimiterService],
  exports: [RateLimiterService],
})
export class SecurityModule {}
