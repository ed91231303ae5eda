// @vitest-environment jsdom
import { ProForm, type ProFormInstance } from '@ant-design/pro-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aPartner, aProduct } from '../../test/fixtures';
import { PartnerProductSelects } from './PartnerProductSelects';

const partners = [aPartner({ code: 'C-1', short_name: 'Acme', full_name: 'Acme Ltd', type: 1 })];
const products = [aProduct({ code: 'P-1', product_model: 'M-1', category: 'c' })];

/** The partner's code a helper beside its required short name, both product names required. */
function renderSelects(initialValues: Record<string, string> = {}) {
  const form = createRef<ProFormInstance>();
  const onPicked = vi.fn();
  render(
    <ProForm formRef={form} submitter={false} initialValues={initialValues}>
      <PartnerProductSelects
        partners={partners}
        products={products}
        fields={{
          partner_short_name: ['Partner', 'Pick a partner'],
          partner_code: ['Partner code'],
          product_code: ['Product code', 'Pick a code'],
          product_model: ['Model', 'Pick a model'],
        }}
        onPicked={onPicked}
      />
    </ProForm>,
  );
  return { values: () => form.current?.getFieldsValue(), onPicked };
}

const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await waitFor(() =>
    expect(document.querySelector(`.ant-select-item-option[title="${option}"]`)).not.toBeNull(),
  );
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${option}"]`)!);
};

const clear = (label: string) => {
  const select = screen.getByRole('combobox', { name: label }).closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-clear')!);
};

describe('PartnerProductSelects', () => {
  it('fills in the other name of the item picked', async () => {
    const { values, onPicked } = renderSelects();
    await pick('Partner', 'Acme');
    await pick('Product code', 'P-1');
    expect(values()).toMatchObject({ partner_short_name: 'Acme', partner_code: 'C-1', product_model: 'M-1' });
    expect(onPicked).toHaveBeenCalledTimes(2);
  });

  it('empties the other name when a required one is cleared, not when a helper is', async () => {
    const { values } = renderSelects({
      partner_short_name: 'Acme',
      partner_code: 'C-1',
      product_code: 'P-1',
      product_model: 'M-1',
    });
    clear('Partner code');
    clear('Product code');
    await waitFor(() =>
      expect(values()).toMatchObject({ partner_short_name: 'Acme', product_model: undefined }),
    );
    expect(values().partner_code).toBeUndefined();
  });
});
