// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRemote } from '../../hooks/useRemote';
import { ChangeBus, type ChangeEvent } from './changes';
import { LiveContext } from './context';
import { LIVE_REFRESH_DELAY_MS, useLiveRefresh } from './useLiveChanges';

const change = (entity: ChangeEvent['entity'], by = 'alice'): ChangeEvent => ({
  entity,
  action: 'updated',
  id: 1,
  by,
  at: '2026-03-01T10:00:00.000Z',
});

function withBus() {
  const bus = new ChangeBus();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveContext.Provider value={{ status: 'live', subscribe: bus.subscribe.bind(bus) }}>
      {children}
    </LiveContext.Provider>
  );
  return { bus, wrapper };
}

describe('useLiveRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads once per burst of changes of its entities, with the burst', () => {
    const { bus, wrapper } = withBus();
    const refresh = vi.fn();
    renderHook(() => useLiveRefresh(['document', 'record'], refresh), { wrapper });
    act(() => {
      bus.publish(change('document'));
      bus.publish(change('record'));
      bus.publish(change('partner'));
    });
    expect(refresh).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh.mock.calls[0][0].map((c: ChangeEvent) => c.entity)).toEqual(['document', 'record']);
  });

  it('does not reload for other entities, and reloads everything after a break in the stream', () => {
    const { bus, wrapper } = withBus();
    const refresh = vi.fn();
    renderHook(() => useLiveRefresh(['partner'], refresh), { wrapper });
    act(() => bus.publish(change('record')));
    act(() => void vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS));
    expect(refresh).not.toHaveBeenCalled();
    act(() => bus.publish(null));
    act(() => void vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS));
    expect(refresh).toHaveBeenCalledWith([]);
  });

  it('stops listening when the screen goes', () => {
    const { bus, wrapper } = withBus();
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useLiveRefresh(['partner'], refresh), { wrapper });
    unmount();
    act(() => bus.publish(change('partner')));
    act(() => void vi.advanceTimersByTime(LIVE_REFRESH_DELAY_MS));
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('useRemote with live entities', () => {
  it('loads again, quietly, when one of them changes', async () => {
    const { bus, wrapper } = withBus();
    let answer: (value: number) => void = () => undefined;
    const load = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useRemote(load, 0, [], ['record']), { wrapper });
    await act(async () => answer(5));
    expect(result.current.data).toBe(5);
    act(() => bus.publish(change('record', 'bob')));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // While the new answer is on its way, the old figure stays, without a spinner.
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toBe(5);
    await act(async () => answer(3));
    expect(result.current.data).toBe(3);
  });
});
