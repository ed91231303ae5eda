// @vitest-environment jsdom
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { ApiError } from '../../services/errors';
import { createTestI18n } from '../../test/i18n';
import { useCreditLimitConfirm } from './useCreditLimitConfirm';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={createTestI18n('en-US')}>
    <App>{children}</App>
  </I18nextProvider>
);

const OVER = 'Credit limit exceeded: balance 900 + this sale 200 > limit 1000';
const refusal = () => new ApiError(OVER, 'server', 409, OVER, { code: 'CREDIT_LIMIT_EXCEEDED' });

/** Runs the gate with a send that is refused the first time (without the flag) and answers after. */
function run(first: unknown) {
  const send = vi.fn(async (over: boolean) => {
    if (!over && first) throw first;
    return over ? 'saved over the limit' : 'saved';
  });
  const { result } = renderHook(() => useCreditLimitConfirm(), { wrapper });
  let outcome: Promise<string> | undefined;
  act(() => {
    outcome = result.current(send);
  });
  return { send, outcome: outcome! };
}

describe('useCreditLimitConfirm', () => {
  it('saves once, without the flag, when nothing is refused', async () => {
    const { send, outcome } = run(null);
    await expect(outcome).resolves.toBe('saved');
    expect(send.mock.calls).toEqual([[false]]);
  });

  it("shows the server's message and sends again with the flag when the user confirms", async () => {
    const { send, outcome } = run(refusal());
    expect(await screen.findByText(OVER)).toBeInTheDocument();
    expect(screen.getByText('Save anyway?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await expect(outcome).resolves.toBe('saved over the limit');
    expect(send.mock.calls).toEqual([[false], [true]]);
  });

  it('calls the save off when the user declines', async () => {
    const { send, outcome } = run(refusal());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(outcome).rejects.toBeInstanceOf(SaveCancelled);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes any other refusal on, without asking', async () => {
    const stock = new ApiError(
      'insufficient stock',
      'server',
      409,
      'insufficient stock for M-1: available 2',
      { code: 'STOCK_SHORT' },
    );
    const { send, outcome } = run(stock);
    await expect(outcome).rejects.toBe(stock);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Save anyway?')).not.toBeInTheDocument();
  });
});
