import { ProFormSelect } from '@ant-design/pro-components';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { Partner, Product } from '../../services/types';
import { distinctOptions } from './options';

type NameField = 'partner_code' | 'partner_short_name' | 'product_code' | 'product_model';
type Text = string | null | undefined;
type Reader<T> = (item: T) => Text;

type Half = ReturnType<typeof halfOf>;

/** A field naming an item one way: its options, and what the other field holds of the item a value names. */
function halfOf<T>(items: readonly T[], own: Reader<T>, other: Reader<T>, otherField: NameField) {
  return {
    options: distinctOptions(items.map(own)),
    otherField,
    /** The other field's value for the item this value names; undefined when no item has it. */
    counterpart(value: string | undefined): { value: string | undefined } | undefined {
      const item = items.find((candidate) => own(candidate) === value);
      return item ? { value: other(item) ?? undefined } : undefined;
    },
  };
}

/** The two fields naming the same items, each able to fill in the other. */
function pair<T>(items: readonly T[], [a, aOf]: [NameField, Reader<T>], [b, bOf]: [NameField, Reader<T>]) {
  return { [a]: halfOf(items, aOf, bOf, b), [b]: halfOf(items, bOf, aOf, a) };
}

interface Props {
  partners: readonly Partner[];
  products: readonly Product[];
  /**
   * The fields shown, in this order: each with its label and, to make it required, its message. A field
   * left optional is a helper to find the item by.
   */
  fields: Partial<Record<NameField, [label: ReactNode, requiredMessage?: string]>>;
  /** After a pick has filled in the other name. */
  onPicked?(): void;
}

/**
 * Searchable selects of a partner's code and short name and of a product's code and model: picking one
 * name fills in the other of the same item. Clearing a required name empties the other; clearing a helper
 * leaves it.
 */
export function PartnerProductSelects({ partners, products, fields, onPicked }: Props) {
  const form = Form.useFormInstance();
  const halves = {
    ...pair(partners, ['partner_code', (p) => p.code], ['partner_short_name', (p) => p.short_name]),
    ...pair(products, ['product_code', (p) => p.code], ['product_model', (p) => p.product_model]),
  } as Record<NameField, Half>;
  const pick = (field: NameField, value: string | undefined) => {
    const counterpart = halves[field].counterpart(value);
    if (counterpart || fields[field]?.[1]) {
      form.setFieldsValue({ [halves[field].otherField]: counterpart?.value });
    }
    onPicked?.();
  };
  return (Object.keys(fields) as NameField[]).map((field) => {
    const [label, requiredMessage] = fields[field]!;
    return (
      <ProFormSelect
        key={field}
        name={field}
        label={label}
        showSearch
        options={halves[field].options}
        rules={requiredMessage ? [{ required: true, message: requiredMessage }] : undefined}
        fieldProps={{ onChange: (value: string) => pick(field, value) }}
      />
    );
  });
}
