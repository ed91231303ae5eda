// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { updateProduct } from '../../../services/products';
import { aProduct } from '../../../test/fixtures';
import { createTestI18n } from '../../../test/i18n';
import { ProductFormModal } from './ProductFormModal';

vi.mock('../../../services/products', () => ({
  createProduct: vi.fn(() => Promise.resolve({})),
  updateProduct: vi.fn(() => Promise.resolve({})),
}));

function renderForm(taxRate: number | null) {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <ProductFormModal
          open
          product={aProduct({ code: 'P1', product_model: 'M-1', category: 'c', tax_rate: taxRate })}
          categories={['c']}
          onClose={vi.fn()}
          onSaved={vi.fn()}
        />
      </App>
    </I18nextProvider>,
  );
}

describe('ProductFormModal', () => {
  it("sends the product's own tax rate as a decimal", async () => {
    vi.mocked(updateProduct).mockClear();
    renderForm(9);
    const rate = await screen.findByLabelText('Tax rate', {}, { timeout: 15_000 });
    expect(rate).toHaveValue('9.00');
    fireEvent.change(rate, { target: { value: '6.5' } });
    fireEvent.blur(rate);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateProduct).toHaveBeenCalled(), { timeout: 15_000 });
    expect(vi.mocked(updateProduct).mock.calls[0][1]).toMatchObject({ tax_rate: '6.5', version: 1 });
  });

  it("sends null when the rate is empty: the company's default at each write", async () => {
    vi.mocked(updateProduct).mockClear();
    renderForm(null);
    const rate = await screen.findByLabelText('Tax rate', {}, { timeout: 15_000 });
    expect(rate).toHaveAttribute('placeholder', 'Default');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateProduct).toHaveBeenCalled(), { timeout: 15_000 });
    expect(vi.mocked(updateProduct).mock.calls[0][1]).toMatchObject({ tax_rate: null });
  });
});
