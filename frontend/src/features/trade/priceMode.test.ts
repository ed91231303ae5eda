// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_MODE, isPriceLocked, lookupQuery, resolveLookup } from './priceMode';
import { usePriceMode } from './usePriceMode';

const lookupPrice = vi.fn();
vi.mock('../../services/prices', () => ({ lookupPrice: (...args: unknown[]) => lookupPrice(...args) }));

const key = { partner_short_name: 'ACME', product_model: 'M-1', date: '2025-03-01' };

describe('price mode rules', () => {
  it('defaults to auto, which locks the price field', () => {
    expect(DEFAULT_PRICE_MODE).toBe('auto');
    expect(isPriceLocked('auto')).toBe(true);
    expect(isPriceLocked('manual')).toBe(false);
  });

  it('looks up only in auto mode and only with partner, model and date', () => {
    expect(lookupQuery('auto', key)).toEqual(key);
    expect(lookupQuery('manual', key)).toBeNull();
    expect(lookupQuery('auto', { ...key, partner_short_name: '' })).toBeNull();
    expect(lookupQuery('auto', { ...key, product_model: undefined })).toBeNull();
    expect(lookupQuery('auto', { ...key, date: null })).toBeNull();
  });

  it('uses a found price in both directions', () => {
    expect(resolveLookup(12.3456)).toEqual({ price: 12.3456 });
    expect(resolveLookup(0)).toEqual({ price: 0 });
  });

  it('leaves the price empty with a warning when the lookup finds none: never 0', () => {
    expect(resolveLookup(null)).toEqual({ price: null, warning: 'priceMode.notFound' });
    expect(resolveLookup(Number.NaN)).toEqual({ price: null, warning: 'priceMode.notFound' });
  });
});

describe('usePriceMode', () => {
  afterEach(() => lookupPrice.mockReset());

  it('applies the looked-up price in auto mode', async () => {
    lookupPrice.mockResolvedValue(8.5);
    const apply = vi.fn();
    const { result } = renderHook(() => usePriceMode(apply));
    await act(() => result.current.lookup(key));
    expect(lookupPrice).toHaveBeenCalledWith(key);
    expect(apply).toHaveBeenCalledWith({ price: 8.5 });
  });

  it('turns a failed lookup into an empty price and a warning, not 0', async () => {
    lookupPrice.mockImplementation(async () => {
      throw new Error('404');
    });
    const apply = vi.fn();
    const { result } = renderHook(() => usePriceMode(apply));
    await act(() => result.current.lookup(key));
    expect(apply).toHaveBeenCalledWith({ price: null, warning: 'priceMode.notFound' });
  });

  it('does not look up in manual mode and looks up again when switched back to auto', async () => {
    lookupPrice.mockResolvedValue(3);
    const apply = vi.fn();
    const { result } = renderHook(() => usePriceMode(apply));
    act(() => result.current.changeMode('manual', key));
    expect(result.current.locked).toBe(false);
    await act(() => result.current.lookup(key));
    expect(lookupPrice).not.toHaveBeenCalled();
    await act(async () => result.current.changeMode('auto', key));
    expect(result.current.locked).toBe(true);
    expect(lookupPrice).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith({ price: 3 });
  });

  it('ignores an answer overtaken by a newer lookup', async () => {
    let resolveFirst: (value: number) => void = () => undefined;
    lookupPrice.mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)));
    lookupPrice.mockResolvedValueOnce(2);
    const apply = vi.fn();
    const { result } = renderHook(() => usePriceMode(apply));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.lookup(key);
    });
    await act(() => result.current.lookup({ ...key, date: '2025-04-01' }));
    resolveFirst(1);
    await act(() => first);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith({ price: 2 });
  });
});
