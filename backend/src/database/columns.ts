import { applyDecorators } from '@nestjs/common';
import { Column, ColumnOptions, JoinColumn, ManyToOne, ObjectType } from 'typeorm';
import { numericTransformer } from '../common/numeric';

/**
 * The column kinds the entities repeat, one line each; `options` adds what one column differs in
 * (`NULLABLE`, a default). The metadata is what the spelled-out `@Column({ ... })` would give.
 */
type More = Pick<ColumnOptions, 'nullable' | 'default' | 'unique' | 'select'>;

/** The column may hold NULL. */
export const NULLABLE = { nullable: true } as const;

export const Integer = (options: More = {}) => Column({ type: 'integer', ...options });

export const Smallint = (options: More = {}) => Column({ type: 'smallint', ...options });

/** A calendar date (YYYY-MM-DD), no time of day. */
export const DateOnly = (options: More = {}) => Column({ type: 'date', ...options });

export const Varchar = (length: number, options: More = {}) =>
  Column({ type: 'varchar', length, ...options });

/** An exact `numeric(precision, scale)`: money, prices, quantities' values; read as a number. */
export const Numeric = (precision: number, scale: number, options: More = {}) =>
  Column({ type: 'numeric', precision, scale, ...options, transformer: numericTransformer });

/**
 * The row `column` names: a many-to-one relation joined on that column, with its foreign key's
 * constraint name when the migration gave one.
 */
export const RefersTo = <T>(
  target: () => ObjectType<T>,
  column: string,
  onDelete: 'RESTRICT' | 'CASCADE',
  constraint?: string,
) =>
  applyDecorators(
    ManyToOne(target, { onDelete }),
    JoinColumn(constraint ? { name: column, foreignKeyConstraintName: constraint } : { name: column }),
  );
