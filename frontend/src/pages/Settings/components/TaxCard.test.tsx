// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { saveTaxSettings } from '../../../services/settings';
import { createTestI18n } from '../../../test/i18n';
import { TaxCard } from './TaxCard';

vi.mock('../../../services/settings', () => ({
  getTaxSettings: vi.fn(() => Promise.resolve({ default_rate: 0, prices_include_tax: false })),
  saveTaxSettings: vi.fn((settings: unknown) => Promise.resolve(settings)),
}));

describe('TaxCard', () => {
  it('saves the default rate and whether prices include tax', async () => {
    render(
      <I18nextProvider i18n={createTestI18n('en-US')}>
        <App>
          <TaxCard />
        </App>
      </I18nextProvider>,
    );
    const rate = await screen.findByLabelText('Default tax rate');
    fireEvent.change(rate, { target: { value: '13' } });
    fireEvent.blur(rate);
    fireEvent.click(screen.getByRole('switch', { name: 'Prices include tax' }));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(saveTaxSettings).toHaveBeenCalledWith({ default_rate: 13, prices_include_tax: true }),
    );
    expect(await screen.findByText('Tax settings saved')).toBeTruthy();
  });
});
