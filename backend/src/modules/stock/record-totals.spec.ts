import { Direction } from '../../common/side';
import { RecordTotalsSum, sameTotals } from './record-totals';

describe('record totals', () => {
  it('sums records per direction exactly, where floats would drift', () => {
    const sum = new RecordTotalsSum();
    for (let i = 0; i < 10; i++) sum.add(Direction.Outbound, '0.100', 300n);
    sum.add(Direction.Inbound, '99999999999999.999', null);
    sum.add(Direction.Inbound, '0.001', null);
    expect(sum.totals()).toEqual({
      inbound_records: 2,
      purchase_amount: '100000000000000.000',
      outbound_records: 10,
      sales_amount: '1.000',
      sales_cost: '0.3000',
    });
  });

  it('continues from stored totals and compares by value, not by text', () => {
    const stored = {
      inbound_records: 1,
      purchase_amount: '10.000',
      outbound_records: 1,
      sales_amount: '5.000',
      sales_cost: '4.0000',
    };
    const sum = new RecordTotalsSum(stored);
    sum.add(Direction.Outbound, '2.500', 12500n);
    expect(sum.totals()).toMatchObject({ outbound_records: 2, sales_amount: '7.500', sales_cost: '5.2500' });
    expect(sameTotals(stored, { ...stored, purchase_amount: '10' })).toBe(true);
    expect(sameTotals(stored, { ...stored, sales_cost: '4.0001' })).toBe(false);
  });
});
