import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config';
import { HealthController } from './health.controller';
import { StorageProbe, storageProbeFor } from './storage-probe';

@Module({
  controllers: [HealthController],
  providers: [{ provide: StorageProbe, inject: [APP_CONFIG, DataSource], useFactory: storageProbeFor }],
})
export class HealthModule {}
