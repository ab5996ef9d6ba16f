import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time as the server's scheduled work sees it (notification retries, the retention purge). Tests replace
 * `now` on the running app's instance to move the clock without waiting: `app.get(Clock).now = () => date`.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
