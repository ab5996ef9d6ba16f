import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { applyPragmas } from './pragmas';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config),
        // Fail fast with the real error instead of retrying a file that cannot be opened.
        retryAttempts: config.database.type === 'sqlite' ? 0 : 5,
        retryDelay: 2000,
      }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await applyPragmas(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
