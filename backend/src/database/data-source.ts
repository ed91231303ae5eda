/**
 * The TypeORM CLI's data source (migration:generate / migration:revert against a PostgreSQL server).
 * The application and `npm run migrate` build theirs with the same options in connection.ts.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './connection';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required for the TypeORM CLI');

export default new DataSource(dataSourceOptions({ url, embedded: false }));
