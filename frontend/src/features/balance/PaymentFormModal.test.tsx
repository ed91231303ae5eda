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

describe('PaymentFormModal', () => {
  it('does not offer the days of the closed period', async () => {
    render(
      <I18nextProvider i18n={createTestI18n('en-US')}>
        <App>
          <PaymentFormModal
            side="receivable"
            target={{ partner_code: 'C1', partner_short_name: 'Customer One' }}
            open
            onClose={() => undefined}
            onSaved={() => undefined}
          />
        </App>
      </I18nextProvider>,
    );
    const picker = await screen.findByLabelText('Payment date');
    fireEvent.mouseDown(picker);
    // Typing a date shows its month.
    fireEvent.change(picker, { target: { value: '2025-06-20' } });
    await waitFor(() => expect(dayCell('2025-06-15')?.className).toContain('ant-picker-cell-disabled'));
    expect(dayCell('2025-06-01')?.className).toContain('ant-picker-cell-disabled');
    expect(dayCell('2025-06-16')?.className).not.toContain('ant-picker-cell-disabled');
  });
});
