// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { getVatReport } from '../../../services/money';
import { createTestI18n } from '../../../test/i18n';
import { VatCard } from './VatCard';

vi.mock('../../../services/money', () => ({
  getVatReport: vi.fn(() =>
    Promise.resolve({
      start_date: '2026-01-01',
      end_date: '2026-03-31',
      output: {
        net_amount: 1000,
        tax_amount: 130,
        by_rate: [{ rate: 13, net_amount: 1000, tax_amount: 130 }],
      },
      input: {
        net_amount: 500,
        tax_amount: 55,
        by_rate: [
          { rate: 9, net_amount: 300, tax_amount: 27 },
          { rate: 13, net_amount: 200, tax_amount: 28 },
        ],
      },
      tax_payable: 75,
      months: [{ month: '2026-03', output_tax: 130, input_tax: 55, tax_payable: 75 }],
    }),
  ),
}));

describe('VatCard', () => {
  it('shows the output and input tax per rate, the tax payable and the months of the range', async () => {
    render(
      <I18nextProvider i18n={createTestI18n('en-US')}>
        <App>
          <VatCard range={['2026-01-01', '2026-03-31']} />
        </App>
      </I18nextProvider>,
    );
    const payable = await screen.findByTestId('vat-payable', {}, { timeout: 15_000 });
    expect(getVatReport).toHaveBeenCalledWith('2026-01-01', '2026-03-31');
    expect(payable.textContent).toContain('¥75.00');
    const output = screen.getByTestId('vat-output-13');
    expect(output.textContent).toContain('13%');
    expect(within(output).getByTestId('vat-tax').textContent).toBe('¥130.00');
    expect(within(screen.getByTestId('vat-input-total')).getByTestId('vat-tax').textContent).toBe('¥55.00');
    expect(screen.getByText('2026-03')).toBeTruthy();
    expect(screen.getByTestId('vat-export')).toBeTruthy();
  });
});
