// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { getTaxSettings } from '../../services/settings';
import { aProduct } from '../../test/fixtures';
import { createTestI18n } from '../../test/i18n';
import { DocumentLinesEditor, useLinesEditor, type LinesHeader } from './DocumentLinesEditor';
import { blankLine, type DocumentLine } from './documentLines';

vi.mock('../../services/prices', () => ({ lookupPrice: vi.fn() }));
vi.mock('../../services/stock', () => ({ stockOf: vi.fn().mockResolvedValue(null) }));
vi.mock('../../services/trade', () => ({ lastPrice: vi.fn().mockResolvedValue(null) }));
vi.mock('../../services/settings', () => ({ getTaxSettings: vi.fn() }));

const rated = [
  aProduct({ code: 'P1', product_model: 'M-1', category: 'c' }),
  aProduct({ code: 'P2', product_model: 'M-2', category: 'c', tax_rate: 9 }),
];
let products = rated;

/** A busy machine renders antd slowly: the settings' answer may come late. */
const SLOW = { timeout: 15_000 };

let checked: ReturnType<ReturnType<typeof useLinesEditor>['check']> = null;

function Editor({ lines }: { lines: DocumentLine[] }) {
  const [form] = Form.useForm<LinesHeader>();
  const editor = useLinesEditor('outbound', form, products, lines);
  return (
    <>
      <DocumentLinesEditor editor={editor} problemTestId="problem" totalTestId="total" />
      <button type="button" onClick={() => (checked = editor.check())}>
        check
      </button>
    </>
  );
}

function renderEditor(settings: { default_rate: number; prices_include_tax: boolean }, list = rated) {
  products = list;
  vi.mocked(getTaxSettings).mockResolvedValue(settings);
  const lines: DocumentLine[] = [
    { ...blankLine(), product_model: 'M-1', quantity: 10, unit_price: 100, price_mode: 'manual' },
    { ...blankLine(), product_model: 'M-2', quantity: 1, unit_price: 100, price_mode: 'manual' },
  ];
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <Editor lines={lines} />
      </App>
    </I18nextProvider>,
  );
}

describe('the document form with tax', () => {
  it('shows each line at its product’s rate, else the company’s, and the totals', async () => {
    renderEditor({ default_rate: 13, prices_include_tax: false });
    const totals = await screen.findByTestId('document-tax-totals', {}, SLOW);
    // 1000 + 130, and 100 + 9 (the product's own 9 %), once the settings have come.
    await waitFor(
      () =>
        expect(screen.getAllByTestId('line-gross').map((cell) => cell.textContent)).toEqual([
          '¥1,130.00',
          '¥109.00',
        ]),
      SLOW,
    );
    expect(within(totals).getByTestId('document-gross').textContent).toBe('¥1,239.00');
    expect(totals.textContent).toContain('¥1,100.00');
    expect(totals.textContent).toContain('¥139.00');
  });

  it('takes the tax out of prices that include it, and sends a rate typed on a line', async () => {
    renderEditor({ default_rate: 13, prices_include_tax: true });
    await screen.findByTestId('document-tax-totals', {}, SLOW);
    // 100 / 1.09 = 91.74
    await waitFor(
      () =>
        expect(screen.getAllByTestId('line-net').map((cell) => cell.textContent)).toEqual([
          '¥884.96',
          '¥91.74',
        ]),
      SLOW,
    );
    const rate = screen.getByLabelText('Tax rate of line 1');
    fireEvent.change(rate, { target: { value: '6' } });
    await waitFor(() => expect(screen.getAllByTestId('line-net')[0].textContent).toBe('¥943.40'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'check' }));
    expect(checked?.lines[0]).toMatchObject({ product_code: 'P1', tax_rate: '6' });
    expect(checked?.lines[1]).not.toHaveProperty('tax_rate');
  });

  it('with every rate 0, shows the form as before tax', async () => {
    vi.mocked(getTaxSettings).mockClear();
    renderEditor({ default_rate: 0, prices_include_tax: false }, [
      aProduct({ code: 'P1', product_model: 'M-1', category: 'c' }),
      aProduct({ code: 'P2', product_model: 'M-2', category: 'c', tax_rate: 0 }),
    ]);
    await waitFor(() => expect(getTaxSettings).toHaveBeenCalled());
    expect(await screen.findByTestId('total', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('document-tax-totals')).toBeNull();
    expect(screen.queryByLabelText('Tax rate of line 1')).toBeNull();
    expect(screen.getAllByTestId('line-total').map((cell) => cell.textContent)).toEqual([
      '¥1,000.00',
      '¥100.00',
    ]);
  });
});
