// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Direction } from '../../services/types';
import { aRecord } from '../../test/fixtures';
import { createTestI18n } from '../../test/i18n';
import { ReturnModal } from './ReturnModal';

const stockOf = vi.fn(async () => ({ current: 3, reserved: 0 }));
vi.mock('../../services/stock', () => ({ stockOf: () => stockOf() }));
vi.mock('../../services/trade', () => ({
  createReturn: vi.fn(),
  returnableQuantity: (record: { quantity: number; returned_quantity: number }) =>
    record.quantity - record.returned_quantity,
}));

function renderModal(direction: Direction) {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <ReturnModal
          direction={direction}
          original={aRecord({ id: 7, product_model: 'M-1', quantity: 10 })}
          onClose={() => undefined}
          onSaved={() => undefined}
        />
      </App>
    </I18nextProvider>,
  );
}

describe('a return of one record', () => {
  it('to a supplier says how many are in stock beside what is returnable', async () => {
    renderModal('inbound');
    expect(await screen.findByText('At most 10 can still be returned · 3 in stock')).toBeInTheDocument();
  });

  it('from a customer says what is returnable only', async () => {
    stockOf.mockClear();
    renderModal('outbound');
    expect(await screen.findByText('At most 10 can still be returned')).toBeInTheDocument();
    expect(stockOf).not.toHaveBeenCalled();
  });
});
