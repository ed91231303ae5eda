// @vitest-environment jsdom
import { act, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../services/errors';
import { createTestI18n } from '../test/i18n';
import { SaveCancelled, useDeleteRow, useSaveRecord } from './useRecordMutations';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={createTestI18n('en-US')}>
    <App>{children}</App>
  </I18nextProvider>
);

describe('useDeleteRow', () => {
  it('reports success and then runs the follow-up', async () => {
    const { result } = renderHook(() => useDeleteRow(), { wrapper });
    const onDeleted = vi.fn();
    await act(() => result.current(async () => undefined, onDeleted));
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Delete successful')).toBeInTheDocument();
  });

  it("names the server's reason of a failure and skips the follow-up", async () => {
    const { result } = renderHook(() => useDeleteRow(), { wrapper });
    const onDeleted = vi.fn();
    const failure = new ApiError('HTTP 409', 'server', 409, 'still referenced');
    await act(() => result.current(() => Promise.reject(failure), onDeleted));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(await screen.findByText('Delete failed: still referenced')).toBeInTheDocument();
  });

  it('says just "Delete failed" without a reason', async () => {
    const { result } = renderHook(() => useDeleteRow(), { wrapper });
    await act(() => result.current(() => Promise.reject(new Error('boom')), vi.fn()));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
  });

  it('says nothing and skips the follow-up when the user called the deletion off', async () => {
    const { result } = renderHook(() => useDeleteRow(), { wrapper });
    const onDeleted = vi.fn();
    await act(() => result.current(() => Promise.reject(new SaveCancelled()), onDeleted));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.queryByText(/Delete failed/)).not.toBeInTheDocument();
  });
});

/** Runs an add's save: whether the dialog may close, and the onSaved it was given. */
async function saveAnAdd(save: () => Promise<unknown>) {
  const onSaved = vi.fn();
  const { result } = renderHook(() => useSaveRecord(false, onSaved), { wrapper });
  let closes: boolean | undefined;
  await act(async () => {
    closes = await result.current(save);
  });
  return { closes, onSaved };
}

describe('useSaveRecord', () => {
  it('says "Add successful", calls onSaved and lets the dialog close', async () => {
    const { closes, onSaved } = await saveAnAdd(async () => undefined);
    expect(closes).toBe(true);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Add successful')).toBeInTheDocument();
  });

  it('says "Edit successful" when editing', async () => {
    const { result } = renderHook(() => useSaveRecord(true, vi.fn()), { wrapper });
    await act(() => result.current(async () => undefined));
    expect(await screen.findByText('Edit successful')).toBeInTheDocument();
  });

  it('shows the error, keeps the dialog open and skips onSaved on a failure', async () => {
    const { closes, onSaved } = await saveAnAdd(() =>
      Promise.reject(new ApiError('HTTP 409', 'server', 409, 'duplicate code')),
    );
    expect(closes).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(await screen.findByText('duplicate code')).toBeInTheDocument();
  });

  it('falls back to "Save failed" without a server message', async () => {
    const { result } = renderHook(() => useSaveRecord(true, vi.fn()), { wrapper });
    await act(() => result.current(() => Promise.reject(new Error('boom'))));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
  });

  it('keeps the dialog open without a message when the user called the save off', async () => {
    const { closes, onSaved } = await saveAnAdd(() => Promise.reject(new SaveCancelled()));
    expect(closes).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
  });
});

describe('a save refused as stale (STALE_VERSION)', () => {
  const stale = new ApiError('HTTP 409', 'server', 409, 'Someone else changed this (now version 3)', {
    code: 'STALE_VERSION',
  });

  it('says so, keeps the form open and saves nothing over the other change', async () => {
    const { closes, onSaved } = await saveAnAdd(() => Promise.reject(stale));
    expect(closes).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(await screen.findByTestId('stale-message')).toHaveTextContent('now version 3');
    expect(screen.getAllByText('Your change was not saved').length).toBeGreaterThan(0);
    expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
  });

  it('reloads the current data (the form closes unsaved) when the user asks for it', async () => {
    const { onSaved } = await saveAnAdd(() => Promise.reject(stale));
    await act(async () => (await screen.findByTestId('stale-reload')).click());
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The current data is shown')).toBeInTheDocument();
  });
});
