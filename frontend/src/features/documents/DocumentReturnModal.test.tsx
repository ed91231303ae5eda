// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Direction } from '../../services/types';
import { aDocument, aRecord } from '../../test/fixtures';
import { createTestI18n } from '../../test/i18n';
import { DocumentReturnModal } from './DocumentReturnModal';

const stockOf = vi.fn(async (model: string) => ({ current: model === 'M-1' ? 3 : 50, reserved: 0 }));
vi.mock('../../services/stock', () => ({ stockOf: (model: string) => stockOf(model) }));
vi.mock('../../services/documents', () => ({ returnDocument: vi.fn() }));

// Two lines of M-1 (10 and 4 units) and one of M-2: 3 units of M-1 are left on the shelf.
const bought = aDocument({
  lines: [
    aRecord({ id: 1, product_model: 'M-1', quantity: 10 }),
    aRecord({ id: 2, product_model: 'M-1', quantity: 4 }),
    aRecord({ id: 3, product_model: 'M-2', quantity: 6 }),
  ],
});

function renderModal(direction: Direction) {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <DocumentReturnModal
          direction={direction}
          document={bought}
          onClose={() => undefined}
          onSaved={() => undefined}
        />
      </App>
    </I18nextProvider>,
  );
}

const rows = () => screen.getAllByRole('row').slice(1);
const type = (row: HTMLElement, quantity: string) =>
  fireEvent.change(within(row).getByTestId('document-return-quantity'), { target: { value: quantity } });

describe('a return against a document', () => {
  it('to a supplier: shows the stock of each product and warns when its lines take more than that', async () => {
    renderModal('inbound');
    expect(await within(rows()[0]).findByTestId('document-return-stock')).toHaveTextContent('3 in stock');
    expect(within(rows()[2]).getByTestId('document-return-stock')).toHaveTextContent('50 in stock');
    type(rows()[0], '2');
    expect(screen.queryByTestId('document-return-short')).toBeNull();
    // 2 + 2 of M-1 against 3 in stock: both of its lines say so; M-2 has plenty.
    type(rows()[1], '2');
    expect(screen.getAllByTestId('document-return-short').map((e) => e.textContent)).toEqual([
      'Only 3 in stock',
      'Only 3 in stock',
    ]);
    type(rows()[2], '6');
    expect(screen.getAllByTestId('document-return-short')).toHaveLength(2);
  });

  it('from a customer: goods come back onto the shelf, no stock asked or shown', async () => {
    stockOf.mockClear();
    renderModal('outbound');
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('document-return-stock')).toBeNull();
    type(rows()[0], '10');
    expect(screen.queryByTestId('document-return-short')).toBeNull();
    expect(stockOf).not.toHaveBeenCalled();
  });
});
