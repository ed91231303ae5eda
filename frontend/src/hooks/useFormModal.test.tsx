// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormModal } from './useFormModal';

describe('useFormModal', () => {
  it('starts closed with nothing being edited', () => {
    const { result } = renderHook(() => useFormModal<{ id: number }>());
    expect(result.current.open).toBe(false);
    expect(result.current.editing).toBeNull();
  });

  it('opens for an item or for a new one, with a fresh key each time, and closes', () => {
    const { result } = renderHook(() => useFormModal<{ id: number }>());
    act(() => result.current.openForm({ id: 7 }));
    expect(result.current).toMatchObject({ open: true, editing: { id: 7 }, formKey: 1 });
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    expect(result.current.editing).toEqual({ id: 7 });
    act(() => result.current.openForm(null));
    expect(result.current).toMatchObject({ open: true, editing: null, formKey: 2 });
  });

  it('keeps openForm and close stable between renders', () => {
    const { result, rerender } = renderHook(() => useFormModal<string>());
    const { openForm, close } = result.current;
    rerender();
    expect(result.current.openForm).toBe(openForm);
    expect(result.current.close).toBe(close);
  });
});
