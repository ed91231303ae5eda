import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppSetting } from './app-setting.entity';

@Injectable()
export class AppSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(key: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const row = await manager.findOneBy(AppSetting, { key });
    return row?.value ?? null;
  }

  async set(key: string, value: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.upsert(AppSetting, { key, value }, ['key']);
  }
}
