// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../../services/settings';
import type { Statement, StatementLine } from '../../../services/types';
import { createTestI18n } from '../../../test/i18n';
import { StatementSheet } from './StatementSheet';

const statement: Statement = {
  partner: {
    code: 'C1',
    short_name: 'Acme',
    full_name: 'Acme Ltd.',
    address: '1 Main St',
    contact_person: null,
    contact_phone: null,
    payment_terms_days: 30,
  },
  start_date: '2024-06-01',
  end_date: '2024-06-30',
  opening_balance: 200,
  lines: [
    {
      date: '2024-06-15',
      kind: 'payment',
      reference: 'Cash box',
      document_id: null,
      description: 'Cash',
      debit: 0,
      credit: 150,
      balance: 50,
    },
    {
      date: '2024-06-20',
      // A kind newer than the web app: shown as the server names it.
      kind: 'transfer' as StatementLine['kind'],
      reference: null,
      document_id: null,
      description: null,
      debit: 10,
      credit: 0,
      balance: 60,
    },
  ],
  closing_balance: 60,
  aging: { as_of: '2024-06-30', buckets: ['current', '1-30', '30+'], balance: 60, amounts: [10, 0, 50] },
};

const company: Company = {
  name: 'Harbour Trading Ltd.',
  address: '18 Quay Road, Ningbo',
  phone: '555',
  email: 'a@b.example',
  tax_id: '91330200MA2X',
  bank_name: 'Bank of Ningbo',
  bank_account: '6222 0000',
  logo_url: 'data:image/png;base64,iVBORw0KGgo=',
};

function renderSheet(language: string, side: 'receivable' | 'payable' = 'receivable') {
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <StatementSheet side={side} statement={statement} company={company} />
    </I18nextProvider>,
  );
}

describe('the statement sheet', () => {
  it('shows the company, the partner, the lines and the closing balance in Chinese', () => {
    renderSheet('zh-CN');
    expect(screen.getByTestId('company-name')).toHaveTextContent('Harbour Trading Ltd.');
    const header = screen.getByTestId('company-header');
    for (const text of ['18 Quay Road, Ningbo', '电话 555', '邮箱 a@b.example', '税号 91330200MA2X']) {
      expect(header).toHaveTextContent(text);
    }
    expect(header).toHaveTextContent('开户行 Bank of Ningbo · 6222 0000');
    expect(screen.getByTestId('company-logo')).toHaveAttribute('src', company.logo_url);
    expect(screen.getByText('对账单')).toBeInTheDocument();
    expect(screen.getByText('单据日期后 30 天')).toBeInTheDocument();
    const rows = within(screen.getByTestId('statement-lines')).getAllByRole('row');
    // Header, brought forward, two lines, closing.
    expect(rows.map((row) => row.textContent)).toEqual([
      '日期类型单号摘要借方贷方余额',
      '2024-06-01上期结转¥200.00',
      '2024-06-15收款Cash boxCash¥150.00¥50.00',
      // A kind the page does not know is shown as the server names it.
      '2024-06-20transfer¥10.00¥60.00',
      '2024-06-30 期末余额¥10.00¥150.00¥60.00',
    ]);
    expect(screen.getByTestId('statement-closing')).toHaveTextContent('¥60.00');
    const aging = within(screen.getByTestId('statement-aging')).getAllByRole('row');
    expect(aging.map((row) => row.textContent)).toEqual([
      '未到期1–30 天超过 30 天合计',
      '¥10.00¥0.00¥50.00¥60.00',
    ]);
  });

  it('names a payable statement’s lines from our side', () => {
    renderSheet('en-US', 'payable');
    expect(screen.getByText('Supplier')).toBeInTheDocument();
    expect(screen.getByText('Payment made')).toBeInTheDocument();
    expect(screen.getByText('Tel. 555 · Email a@b.example')).toBeInTheDocument();
  });
});
