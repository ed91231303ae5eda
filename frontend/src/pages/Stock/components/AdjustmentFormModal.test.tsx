// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockAdjustment } from '../../../services/stock';
import { createTestI18n } from '../../../test/i18n';
import { AdjustmentFormModal } from './AdjustmentFormModal';
import { aProduct } from '../../../test/fixtures';

const api = vi.hoisted(() => ({
  stockOn: vi.fn(async () => 10),
  createAdjustment: vi.fn(async () => ({})),
  updateAdjustment: vi.fn(async () => ({})),
}));

vi.mock('../../../services/stock', async (original) => ({
  ...(await original<typeof import('../../../services/stock')>()),
  ...api,
}));

const products = [aProduct({ code: 'P1', product_model: 'M-1', category: 'c' })];
const today = dayjs().format('YYYY-MM-DD');

function renderForm(editing: StockAdjustment | null = null, onSaved = vi.fn()) {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <AdjustmentFormModal
          open
          editing={editing}
          productModel="M-1"
          products={products}
          onClose={vi.fn()}
          onSaved={onSaved}
        />
      </App>
    </I18nextProvider>,
  );
  return { onSaved };
}

describe('AdjustmentFormModal', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the stock on the day and sends a stocktake as the counted quantity', async () => {
    const { onSaved } = renderForm();
    expect(await screen.findByRole('dialog', { name: 'Adjust stock' })).toBeInTheDocument();
    expect(await screen.findByText(`Stock on ${today}: 10`)).toBeInTheDocument();
    expect(api.stockOn).toHaveBeenCalledWith('M-1', today);

    fireEvent.change(screen.getByRole('spinbutton', { name: /Counted quantity/ }), {
      target: { value: '7' },
    });
    expect(await screen.findByText('Change: -3')).toBeInTheDocument();
    expect(screen.getByText(/valued at the cost method's cost/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.createAdjustment).toHaveBeenCalledWith({
        product_model: 'M-1',
        date: today,
        reason: 'stocktake',
        counted_quantity: 7,
        unit_cost: null,
        remark: null,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('refuses a change of 0 and asks a unit cost for opening stock', async () => {
    renderForm({
      id: 9,
      product_model: 'M-1',
      date: '2025-01-02',
      reason: 'opening',
      quantity_change: 5,
      unit_cost: 2,
      total_cost: 10,
      remark: null,
    });
    expect(await screen.findByRole('dialog', { name: 'Edit stock adjustment 9' })).toBeInTheDocument();
    expect(await screen.findByText('Stock on 2025-01-02 without this adjustment: 5')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Quantity change/ }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Unit cost/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The quantity change must not be 0')).toBeInTheDocument();
    expect(await screen.findByText('Opening stock needs a unit cost')).toBeInTheDocument();
    expect(api.updateAdjustment).not.toHaveBeenCalled();
  });
});
