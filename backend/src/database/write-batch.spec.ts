import { prepared } from './preparing-client';
import { WriteBatch } from './write-batch';

describe('WriteBatch', () => {
  const recorder = () => {
    const sent: { text: string; values: unknown[] }[] = [];
    const db = {
      query: async <T>(text: string, values: unknown[]): Promise<T> => {
        sent.push({ text, values });
        return [] as T;
      },
    };
    return { sent, db };
  };

  it('sends the writes of different tables as one prepared statement, parameters numbered across them', async () => {
    const { sent, db } = recorder();
    const batch = new WriteBatch(db);
    await batch.add('stock', (p) => [['stock_rows', `UPDATE stock SET current_stock = ${p.add(5)}`]]);
    await batch.add('audit_log', (p) => [
      ['audit_added', `INSERT INTO audit_log (entity) SELECT ${p.add('outbound')} RETURNING 1`],
      ['audit_counted', 'INSERT INTO audit_counts (entries) SELECT count(*) FROM audit_added'],
    ]);
    expect(sent).toHaveLength(0);
    await batch.send();
    expect(sent).toEqual([
      {
        text: prepared(
          'WITH stock_rows AS (UPDATE stock SET current_stock = $1),\n' +
            'audit_added AS (INSERT INTO audit_log (entity) SELECT $2 RETURNING 1),\n' +
            'audit_counted AS (INSERT INTO audit_counts (entries) SELECT count(*) FROM audit_added)\n' +
            'SELECT 1',
        ),
        values: [5, 'outbound'],
      },
    ]);
  });

  it('sends what waits before a second write of the same table, and nothing when empty', async () => {
    const { sent, db } = recorder();
    const batch = new WriteBatch(db);
    await batch.send();
    expect(sent).toHaveLength(0);
    await batch.add('partner_balances', (p) => [
      ['records_added', `UPDATE partner_balances SET total = ${p.add(1)}`],
    ]);
    await batch.add('partner_balances', (p) => [
      ['payments_added', `UPDATE partner_balances SET paid = ${p.add(2)}`],
    ]);
    expect(sent.map((s) => s.values)).toEqual([[1]]);
    await batch.send();
    expect(sent.map((s) => s.values)).toEqual([[1], [2]]);
    expect(sent[1].text).toContain('payments_added AS (UPDATE partner_balances SET paid = $1)');
    await batch.send();
    expect(sent).toHaveLength(2);
  });
});
