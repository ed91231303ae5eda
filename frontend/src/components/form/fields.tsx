import { ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, type AlertProps } from 'antd';
import type { ComponentProps } from 'react';
import { useMaxRule } from '../../hooks/useMaxRule';
import { AMOUNT_DECIMALS } from '../../utils/money';

const FULL_WIDTH = { width: '100%' };

type TextFieldProps = ComponentProps<typeof ProFormText> & {
  /** Makes the field required (blank does not count), with this message. */
  requiredMessage?: string;
  /** The most characters the server keeps. */
  max?: number;
};

/** A one-line text field, required and capped in length when told (the common "at most" message). */
export function TextField({ requiredMessage, max, rules = [], ...props }: TextFieldProps) {
  const maxRule = useMaxRule();
  const required = requiredMessage ? [{ required: true, whitespace: true, message: requiredMessage }] : [];
  return <ProFormText {...props} rules={[...required, ...rules, ...(max ? [maxRule(max)] : [])]} />;
}

type NumberFieldProps = ComponentProps<typeof ProFormDigit> & {
  /** The decimal places typed and kept. */
  decimals?: number;
};

/** A number field as wide as its column: whole numbers unless `decimals` says otherwise. */
export function NumberField({ decimals = 0, fieldProps, ...props }: NumberFieldProps) {
  return <ProFormDigit {...props} fieldProps={{ precision: decimals, style: FULL_WIDTH, ...fieldProps }} />;
}

/** A sum of money in ¥: an amount's two decimals unless `decimals` says otherwise. */
export function MoneyField({ decimals = AMOUNT_DECIMALS, fieldProps, ...props }: NumberFieldProps) {
  return <NumberField {...props} decimals={decimals} fieldProps={{ prefix: '¥', ...fieldProps }} />;
}

/** A record's remark: up to 500 characters (the server's limit), two rows high unless told. */
export function RemarkField({ fieldProps, ...props }: ComponentProps<typeof ProFormTextArea>) {
  return <ProFormTextArea name="remark" {...props} fieldProps={{ maxLength: 500, rows: 2, ...fieldProps }} />;
}

/** A note inside a form, with its icon, spaced from the field below. */
export function FormAlert(props: AlertProps) {
  return <Alert showIcon style={{ marginBottom: 16 }} {...props} />;
}
