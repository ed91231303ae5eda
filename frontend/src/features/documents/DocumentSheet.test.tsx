// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TradeDocument } from '../../services/documents';
import { aDocument, aRecord } from '../../test/fixtures';
import { createTestI18n } from '../../test/i18n';
import { DocumentSheet } from './DocumentSheet';
import type { PrintKind } from './printLink';

const sale = aDocument({
  document_number: 'OUT-20260301-001',
  partner_code: 'C1',
  partner_short_name: 'Acme',
  partner_full_name: 'Acme Trading Ltd.',
  partner_contact: {
    address: '1 Market Street, Ningbo',
    contact_person: 'Li Lei',
    contact_phone: '010-1234567',
  },
  total_price: 6,
  lines: [aRecord({ id: 11, product_model: 'M-1', quantity: 3, unit_price: 2, total_price: 6 })],
});

function renderSheet(kind: PrintKind, document: TradeDocument, language = 'en-US') {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <DocumentSheet direction="outbound" kind={kind} document={document} company={null} />
    </I18nextProvider>,
  );
}

describe('a printed document', () => {
  it('addresses the customer: the delivery note shows where the goods go and whom to ask', () => {
    renderSheet('delivery', sale);
    expect(screen.getByText('Acme Trading Ltd.')).toBeInTheDocument();
    expect(screen.getByTestId('sheet-party-address')).toHaveTextContent('1 Market Street, Ningbo');
    expect(screen.getByTestId('sheet-party-contact')).toHaveTextContent('Li Lei · 010-1234567');
  });

  it('names the address and contact in the language of the page', () => {
    renderSheet('invoice', sale, 'zh-CN');
    expect(screen.getByText('地址')).toBeInTheDocument();
    expect(screen.getByText('联系人')).toBeInTheDocument();
  });

  it('leaves out what the partner has not recorded', () => {
    renderSheet('delivery', {
      ...sale,
      partner_contact: { address: null, contact_person: null, contact_phone: '010-1234567' },
    });
    expect(screen.queryByTestId('sheet-party-address')).toBeNull();
    expect(screen.getByTestId('sheet-party-contact')).toHaveTextContent(/^010-1234567$/);
  });
});
