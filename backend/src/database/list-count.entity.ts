import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many rows a list's table holds per direction, kept by statement-level triggers on the table
 * (`list_counts_keep()`, see the ListCounts migration): an unfiltered list's total is the sum of these
 * rows instead of a count of every row. A statement adds its net change to the row of its connection
 * (backend pid mod 64), so concurrent writes rarely wait on one row; the rows commit with the change.
 * Derived, never backed up: a TRUNCATE of the table deletes its rows, a restore recounts them.
 */
@Entity('list_counts')
export class ListCount {
  /** The counted table (`orders`, `trade_documents`). */
  @PrimaryColumn({ type: 'varchar', length: 63, primaryKeyConstraintName: 'PK_list_counts' })
  list: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_list_counts' })
  direction: number;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_list_counts' })
  slot: number;

  @Column({ type: 'bigint', default: 0 })
  row_count: string;
}
