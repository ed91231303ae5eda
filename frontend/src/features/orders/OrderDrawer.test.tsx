// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Order, OrderKind } from '../../services/orders';
import { aDocument, aRecord } from '../../test/fixtures';
import { createTestI18n } from '../../test/i18n';
import { OrderDrawer } from './OrderDrawer';

const ORDER: Order = {
  id: 7,
  order_number: 'SO-7',
  partner_code: 'C1',
  partner_short_name: 'Customer One',
  partner_full_name: 'Customer One Ltd.',
  partner_contact: { address: null, contact_person: null, contact_phone: null },
  date: '2026-03-01',
  delivery_date: null,
  status: 'partial',
  remark: null,
  total_price: 500,
  version: 1,
  lines: [
    {
      id: 70,
      product_code: 'P1',
      product_model: 'Widget',
      quantity: 10,
      unit_price: 50,
      total_price: 500,
      done_quantity: 4,
      open_quantity: 6,
    },
  ],
  deliveries: [
    {
      date: '2026-03-09',
      document_id: 3,
      document_number: 'OUT-20260309-001',
      line_id: 70,
      quantity: 4,
      record_id: 30,
    },
  ],
};

const DELIVERY = aDocument({
  id: 3,
  document_number: 'OUT-20260309-001',
  lines: [aRecord({ id: 30, product_model: 'Widget', quantity: 4, order_line_id: 70 })],
});

vi.mock('../../services/documents', async (actual) => ({
  ...(await actual<typeof import('../../services/documents')>()),
  getDocument: () => Promise.resolve(DELIVERY),
}));
vi.mock('../../services/settings', async (actual) => ({
  ...(await actual<typeof import('../../services/settings')>()),
  getPeriodLock: () => Promise.resolve(null),
}));

vi.mock('../../services/orders', async (actual) => ({
  ...(await actual<typeof import('../../services/orders')>()),
  getOrder: () => Promise.resolve(ORDER),
}));

function renderDrawer(kind: OrderKind, { canEdit = false, onEditDocument = () => undefined } = {}) {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <MemoryRouter>
          <OrderDrawer
            kind={kind}
            orderId={ORDER.id}
            canEdit={canEdit}
            version={0}
            onClose={() => undefined}
            onEdit={() => undefined}
            onDeliver={() => undefined}
            onEditDocument={onEditDocument}
            onChanged={() => undefined}
          />
        </MemoryRouter>
      </App>
    </I18nextProvider>,
  );
}

describe('OrderDrawer', () => {
  it.each([
    ['sales', 'Delivered on'],
    ['purchase', 'Received on'],
  ] as const)(
    "titles the %s order's deliveries by the day they were made, not the order's",
    async (kind, title) => {
      renderDrawer(kind);
      const deliveries = await screen.findByTestId('order-deliveries');
      const headers = within(deliveries)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers[0]).toBe(title);
      expect(within(deliveries).getByText('2026-03-09')).toBeTruthy();
    },
  );

  it("offers an editor the delivery's document to change, as the outbound page does", async () => {
    const onEditDocument = vi.fn();
    renderDrawer('sales', { canEdit: true, onEditDocument });
    fireEvent.click(await screen.findByText('OUT-20260309-001'));
    fireEvent.click(await screen.findByTestId('document-edit'));
    expect(onEditDocument).toHaveBeenCalledWith(DELIVERY);
  });
});
