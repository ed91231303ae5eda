import { Module } from '@nestjs/common';
import { PgThrottlerStorage } from './pg-throttler.storage';

@Module({ providers: [PgThrottlerStorage], exports: [PgThrottlerStorage] })
export class RateLimitModule {}
