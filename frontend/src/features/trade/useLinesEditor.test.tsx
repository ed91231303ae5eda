// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { App, Form } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { ApiError } from '../../services/errors';
import { createTestI18n } from '../../test/i18n';
import { aProduct } from '../../test/fixtures';
import { useLinesEditor, type LinesHeader } from './DocumentLinesEditor';
import { blankLine } from './documentLines';

vi.mock('../../services/prices', () => ({ lookupPrice: vi.fn() }));
vi.mock('../../services/stock', () => ({ stockOf: vi.fn().mockResolvedValue(null) }));
vi.mock('../../services/trade', () => ({ lastPrice: vi.fn().mockResolvedValue(null) }));
vi.mock('../../services/settings', () => ({
  getTaxSettings: vi.fn().mockResolvedValue({ default_rate: 0, prices_include_tax: false }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={createTestI18n('en-US')}>
    <App>{children}</App>
  </I18nextProvider>
);

const products = [aProduct({ code: 'P1', product_model: 'M-1', category: 'category 1' })];

function renderEditor() {
  const lines = [
    { ...blankLine(), product_model: 'M-1', quantity: 2, unit_price: 5, price_mode: 'manual' as const },
  ];
  return renderHook(
    () => {
      const [form] = Form.useForm<LinesHeader>();
      return useLinesEditor('outbound', form, products, lines);
    },
    { wrapper },
  );
}

describe('useLinesEditor', () => {
  it('shows a refusal naming a line above the lines only: the save ends without a message of its own', async () => {
    const { result } = renderEditor();
    const checked = result.current.check()!;
    const refusal = new ApiError('line 1: insufficient stock', 'server', 409, 'line 1: insufficient stock', {
      code: 'STOCK_SHORT',
      line: 1,
    });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.send(checked, () => Promise.reject(refusal)).catch((error) => error);
    });
    expect(outcome).toBeInstanceOf(SaveCancelled);
    expect(result.current.problem).toEqual({
      keys: [checked.compacted[0].key],
      text: 'line 1: insufficient stock',
    });
  });

  it('passes on a refusal that names no line, for the form to show', async () => {
    const { result } = renderEditor();
    const checked = result.current.check()!;
    const refusal = new ApiError('The books are closed', 'server', 409, 'The books are closed', {
      code: 'PERIOD_CLOSED',
    });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.send(checked, () => Promise.reject(refusal)).catch((error) => error);
    });
    expect(outcome).toBe(refusal);
    expect(result.current.problem).toBeNull();
  });
});
