import { describe, expect, it, vi } from 'vitest';
import { ChangeBus, parseChange, type ChangeEvent } from './changes';

const sale: ChangeEvent = {
  entity: 'record',
  action: 'created',
  id: 7,
  document_number: 'OUT-1',
  product_codes: ['P1'],
  by: 'alice',
  at: '2026-03-01T10:00:00.000Z',
};

describe('parseChange', () => {
  it('reads a change event', () => {
    expect(parseChange(JSON.stringify(sale))).toEqual(sale);
  });

  it('ignores what is not a change of a known entity', () => {
    expect(parseChange('not json')).toBeNull();
    expect(parseChange('null')).toBeNull();
    expect(parseChange(JSON.stringify({ ...sale, entity: 'weather' }))).toBeNull();
    expect(parseChange(JSON.stringify({ ...sale, by: undefined }))).toBeNull();
  });
});

describe('ChangeBus', () => {
  it('hands a change only to those who show its entity', () => {
    const bus = new ChangeBus();
    const stock = vi.fn();
    const partners = vi.fn();
    bus.subscribe(['record', 'document'], stock);
    bus.subscribe(['partner'], partners);
    bus.publish(sale);
    expect(stock).toHaveBeenCalledWith(sale);
    expect(partners).not.toHaveBeenCalled();
  });

  it('tells everyone when the stream came back (anything may have changed)', () => {
    const bus = new ChangeBus();
    const stock = vi.fn();
    const partners = vi.fn();
    bus.subscribe(['record'], stock);
    bus.subscribe(['partner'], partners);
    bus.publish(null);
    expect(stock).toHaveBeenCalledWith(null);
    expect(partners).toHaveBeenCalledWith(null);
  });

  it('stops telling a listener that left', () => {
    const bus = new ChangeBus();
    const listener = vi.fn();
    const leave = bus.subscribe(['record'], listener);
    leave();
    bus.publish(sale);
    expect(listener).not.toHaveBeenCalled();
  });
});
