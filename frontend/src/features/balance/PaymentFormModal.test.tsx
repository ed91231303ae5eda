// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { PaymentFormModal } from './PaymentFormModal';

vi.mock('../../services/settings', () => ({
  getPeriodLock: () => Promise.resolve('2025-06-15'),
}));
vi.mock('../../services/money', () => ({
  listAccounts: () => Promise.resolve({ data: [{ id: 1, name: 'Cash', is_default: true }] }),
}));

const dayCell = (date: string) => document.querySelector(`td[title="${date}"]`);

const renderSide = (side: 'receivable' | 'payable') =>
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <PaymentFormModal
          side={side}
          target={{ partner_code: 'P1', partner_short_name: 'Partner One' }}
          open
          onClose={() => undefined}
          onSaved={() => undefined}
        />
      </App>
    </I18nextProvider>,
  );

describe('PaymentFormModal', () => {
  it('is a receipt from a customer and a payment to a supplier, each by its name', async () => {
    const receipt = renderSide('receivable');
    expect(await screen.findByRole('dialog', { name: 'Add receipt' })).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt date')).toBeInTheDocument();
    receipt.unmount();
    renderSide('payable');
    expect(await screen.findByRole('dialog', { name: 'Add payment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Payment date')).toBeInTheDocument();
  });

  it('marks the days of the closed period, and leaves them choosable (a typed one stays as typed)', async () => {
    renderSide('receivable');
    const picker = await screen.findByLabelText('Receipt date');
    fireEvent.mouseDown(picker);
    // Typing a date shows its month.
    fireEvent.change(picker, { target: { value: '2025-06-20' } });
    const closed = (date: string) => dayCell(date)?.querySelector('[data-testid="closed-day"]') ?? null;
    await waitFor(() => expect(closed('2025-06-15')).not.toBeNull());
    expect(closed('2025-06-01')).not.toBeNull();
    expect(closed('2025-06-16')).toBeNull();
    expect(dayCell('2025-06-15')?.className).not.toContain('ant-picker-cell-disabled');
  });
});
