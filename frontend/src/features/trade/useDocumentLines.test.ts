// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDocumentLines } from './useDocumentLines';

const lookupPrice = vi.fn();
const stockOf = vi.fn();
vi.mock('../../services/prices', () => ({ lookupPrice: (...args: unknown[]) => lookupPrice(...args) }));
vi.mock('../../services/stock', () => ({ stockOf: (...args: unknown[]) => stockOf(...args) }));

const context = { partner_short_name: 'ACME', date: '2025-03-01' };

beforeEach(() => {
  lookupPrice.mockReset();
  stockOf.mockReset().mockResolvedValue(null);
});

/** A promise resolved from outside, to answer lookups in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useDocumentLines', () => {
  it("looks up a line's price when its product is picked and totals the lines", async () => {
    lookupPrice.mockResolvedValue(2.5);
    const { result } = renderHook(() => useDocumentLines('inbound', vi.fn()));
    const [first] = result.current.lines;
    act(() => result.current.setProduct(first, 'M-1', context));
    expect(lookupPrice).toHaveBeenCalledWith({
      partner_short_name: 'ACME',
      product_model: 'M-1',
      date: '2025-03-01',
    });
    await waitFor(() => expect(result.current.lines[0].unit_price).toBe(2.5));
    act(() => result.current.dispatch({ type: 'update', key: first.key, patch: { quantity: 4 } }));
    expect(result.current.total).toBe(10);
  });

  it('does not look up without a partner, or for a line typed by hand', () => {
    const { result } = renderHook(() => useDocumentLines('inbound', vi.fn()));
    const [first] = result.current.lines;
    act(() => result.current.setProduct(first, 'M-1', { date: '2025-03-01' }));
    act(() => result.current.setMode({ ...first, product_model: 'M-1' }, 'manual', context));
    act(() => result.current.setProduct({ ...first, price_mode: 'manual' }, 'M-2', context));
    expect(lookupPrice).not.toHaveBeenCalled();
  });

  it('keeps only the latest answer per line', async () => {
    const slow = deferred<number>();
    const fast = deferred<number>();
    lookupPrice.mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise);
    const { result } = renderHook(() => useDocumentLines('outbound', vi.fn()));
    const [first] = result.current.lines;
    act(() => result.current.setProduct(first, 'M-1', context));
    act(() => result.current.setProduct(first, 'M-2', context));
    await act(async () => fast.resolve(7));
    await act(async () => slow.resolve(99));
    expect(result.current.lines[0]).toMatchObject({ product_model: 'M-2', unit_price: 7 });
  });

  it.each(['outbound', 'inbound'] as const)(
    'leaves a %s line without a price (never 0) and flags it when none is found, and tells the form',
    async (direction) => {
      lookupPrice.mockResolvedValue(null);
      const onLookup = vi.fn();
      const { result } = renderHook(() => useDocumentLines(direction, onLookup));
      act(() => result.current.setProduct(result.current.lines[0], 'M-1', context));
      await waitFor(() => expect(result.current.lines[0].price_warning).toBe('priceMode.notFound'));
      expect(result.current.lines[0].unit_price).toBeNull();
      expect(onLookup).toHaveBeenCalledWith({ price: null, warning: 'priceMode.notFound' });
    },
  );

  it('re-prices a line whose product changes to nothing rather than 0 when the new product has no price', async () => {
    lookupPrice.mockResolvedValueOnce(8).mockResolvedValueOnce(null);
    const { result } = renderHook(() => useDocumentLines('outbound', vi.fn()));
    act(() => result.current.setProduct(result.current.lines[0], 'M-1', context));
    await waitFor(() => expect(result.current.lines[0].unit_price).toBe(8));
    act(() => result.current.setProduct(result.current.lines[0], 'M-2', context));
    expect(result.current.lines[0].unit_price).toBeUndefined();
    await waitFor(() => expect(result.current.lines[0].price_warning).toBe('priceMode.notFound'));
    expect(result.current.lines[0].unit_price).toBeNull();
  });

  it("drops a price typed for one product when the line's product changes: the new product's is looked up", async () => {
    lookupPrice.mockResolvedValueOnce(5).mockResolvedValueOnce(12);
    const { result } = renderHook(() => useDocumentLines('outbound', vi.fn()));
    act(() => result.current.setProduct(result.current.lines[0], 'M-1', context));
    await waitFor(() => expect(result.current.lines[0].unit_price).toBe(5));
    act(() => result.current.typePrice(result.current.lines[0], 30));
    act(() =>
      result.current.dispatch({
        type: 'update',
        key: result.current.lines[0].key,
        patch: { save_price: true },
      }),
    );
    // The same product picked again keeps the typed price.
    act(() => result.current.setProduct(result.current.lines[0], 'M-1', context));
    expect(result.current.lines[0]).toMatchObject({ unit_price: 30, price_mode: 'manual' });
    act(() => result.current.setProduct(result.current.lines[0], 'M-2', context));
    expect(result.current.lines[0]).toMatchObject({
      unit_price: undefined,
      price_mode: 'auto',
      save_price: false,
    });
    await waitFor(() => expect(result.current.lines[0].unit_price).toBe(12));
    expect(lookupPrice).toHaveBeenLastCalledWith({ ...context, product_model: 'M-2' });
  });

  it('makes a line manual when a price is typed over the looked-up one, dropping a lookup on its way', async () => {
    const late = deferred<number>();
    lookupPrice.mockResolvedValueOnce(5).mockReturnValueOnce(late.promise);
    const { result } = renderHook(() => useDocumentLines('outbound', vi.fn()));
    act(() => result.current.setProduct(result.current.lines[0], 'M-1', context));
    await waitFor(() => expect(result.current.lines[0].unit_price).toBe(5));
    act(() => result.current.relookAll(context));
    act(() => result.current.typePrice(result.current.lines[0], 6.5));
    await act(async () => late.resolve(50));
    expect(result.current.lines[0]).toMatchObject({ unit_price: 6.5, price_mode: 'manual' });
    act(() =>
      result.current.dispatch({
        type: 'update',
        key: result.current.lines[0].key,
        patch: { save_price: true },
      }),
    );
    act(() => result.current.setMode(result.current.lines[0], 'auto', context));
    expect(result.current.lines[0].save_price).toBe(false);
  });

  it('looks every automatic line up again when the partner or the date changes', async () => {
    lookupPrice.mockResolvedValue(1);
    const { result } = renderHook(() => useDocumentLines('inbound', vi.fn()));
    const first = result.current.lines[0];
    act(() => result.current.setProduct(first, 'M-1', context));
    const second = { key: 'second', price_mode: 'manual' as const, product_model: 'M-2' };
    act(() => result.current.dispatch({ type: 'append', line: second }));
    await waitFor(() => expect(result.current.lines[0].unit_price).toBe(1));
    lookupPrice.mockClear().mockResolvedValue(3);
    act(() => result.current.relookAll({ partner_short_name: 'OTHER', date: '2025-04-01' }));
    expect(lookupPrice).toHaveBeenCalledTimes(1);
    expect(lookupPrice).toHaveBeenCalledWith({
      partner_short_name: 'OTHER',
      product_model: 'M-1',
      date: '2025-04-01',
    });
    await waitFor(() => expect(result.current.lines[0].unit_price).toBe(3));
  });

  it('drops an answer that arrives after the line went manual, and looks up again going back to auto', async () => {
    const late = deferred<number>();
    lookupPrice.mockReturnValueOnce(late.promise).mockResolvedValueOnce(6);
    const { result } = renderHook(() => useDocumentLines('inbound', vi.fn()));
    const first = result.current.lines[0];
    act(() => result.current.setProduct(first, 'M-1', context));
    act(() => result.current.setMode(result.current.lines[0], 'manual', context));
    act(() => result.current.dispatch({ type: 'update', key: first.key, patch: { unit_price: 4 } }));
    await act(async () => late.resolve(50));
    expect(result.current.lines[0].unit_price).toBe(4);
    act(() => result.current.setMode(result.current.lines[0], 'auto', context));
    await waitFor(() => expect(result.current.lines[0].unit_price).toBe(6));
  });

  it("reads each sold product's stock once and names the products the lines ask too much of", async () => {
    stockOf.mockImplementation(async (model: string) =>
      model === 'M-1' ? { current: 5, reserved: 0 } : null,
    );
    lookupPrice.mockResolvedValue(1);
    const { result } = renderHook(() => useDocumentLines('outbound', vi.fn()));
    const first = result.current.lines[0];
    act(() => result.current.setProduct(first, 'M-1', context));
    act(() => result.current.dispatch({ type: 'update', key: first.key, patch: { quantity: 3 } }));
    act(() =>
      result.current.dispatch({
        type: 'append',
        line: { key: 'b', price_mode: 'auto', product_model: 'M-1', quantity: 3 },
      }),
    );
    act(() =>
      result.current.dispatch({
        type: 'append',
        line: { key: 'c', price_mode: 'auto', product_model: 'M-9', quantity: 1 },
      }),
    );
    await waitFor(() =>
      expect(result.current.stock.get('M-1')).toEqual({
        onHand: 5,
        own: 0,
        available: 5,
        reservedByOthers: 0,
        verdict: { kind: 'short', need: 6 },
      }),
    );
    expect([...result.current.stock.keys()]).toEqual(['M-1']);
    expect(stockOf.mock.calls.map(([model]) => model).sort()).toEqual(['M-1', 'M-9']);
  });

  it('reads no stock for a purchase', () => {
    const { result } = renderHook(() => useDocumentLines('inbound', vi.fn()));
    act(() => result.current.setProduct(result.current.lines[0], 'M-1', context));
    expect(stockOf).not.toHaveBeenCalled();
  });
});
