import {
  AutoComplete,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Segmented,
  Select,
  type GetRef,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaxRule } from '../../../hooks/useMaxRule';
import { usePreselect } from '../../../hooks/usePreselect';
import { useSaveRecord } from '../../../hooks/useRecordMutations';
import { createCashEntry, listCategories, type Account, type CashEntryKind } from '../../../services/money';
import { DATE_FORMAT } from '../../../utils/format';
import { AMOUNT_DECIMALS } from '../../../utils/money';

interface Values {
  kind: CashEntryKind;
  date: Dayjs;
  account_id?: number;
  category: string;
  amount: number;
  remark?: string;
}

interface Props {
  accounts: Account[];
  defaultAccount?: number;
  onSaved(): void;
}

/**
 * The category's keys, after its suggestions have had them: Escape only closes the suggestions (the
 * browser would also empty the search box), and Tab leaves the field even while they are open (the list
 * takes Tab to pick the highlighted one, and keeps the focus).
 */
function categoryKeys(next: () => void, previous: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') event.preventDefault();
    if (event.key === 'Tab' && event.defaultPrevented) (event.shiftKey ? previous : next)();
  };
}

/**
 * Entry from the keyboard: Tab moves through kind, date, account, category, amount and remark, Enter
 * saves; the kind, date and account stay for the next entry and the cursor goes back to the category.
 * Categories are offered from use, most used first.
 */
export function QuickEntry({ accounts, defaultAccount, onSaved }: Props) {
  const { t } = useTranslation('cashEntries');
  const max = useMaxRule();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'expense';
  const [categories, setCategories] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const category = useRef<GetRef<typeof AutoComplete>>(null);
  const account = useRef<GetRef<typeof Select>>(null);
  const amount = useRef<GetRef<typeof InputNumber>>(null);
  const saveRecord = useSaveRecord(false, () => {
    form.resetFields(['category', 'amount', 'remark']);
    setVersion((v) => v + 1);
    category.current?.focus();
    onSaved();
  });

  useEffect(() => {
    void listCategories(kind).then(setCategories, () => setCategories([]));
  }, [kind, version]);
  usePreselect(form, 'account_id', defaultAccount);

  const save = (values: Values) =>
    saveRecord(() =>
      createCashEntry({
        kind: values.kind,
        date: values.date.format(DATE_FORMAT),
        account_id: values.account_id ?? null,
        category: values.category.trim(),
        amount: Number(values.amount).toFixed(AMOUNT_DECIMALS),
        remark: values.remark?.trim() || null,
      }),
    );

  return (
    <Card size="small" style={{ marginBottom: 16 }} title={t('quick.title')}>
      <Form<Values>
        form={form}
        name="quickEntry"
        layout="vertical"
        className="tb-quick-entry"
        initialValues={{ kind: 'expense', date: dayjs() }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="kind" label={t('fields.kind')}>
          <Segmented
            options={[
              { value: 'expense', label: t('kinds.expense') },
              { value: 'income', label: t('kinds.income') },
            ]}
          />
        </Form.Item>
        <Form.Item name="date" label={t('fields.date')} rules={[{ required: true }]}>
          <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="account_id" label={t('fields.account')}>
          <Select
            ref={account}
            options={accounts.map((a) => ({ value: a.id, label: a.name }))}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('fields.category')}
          rules={[{ required: true, whitespace: true, message: t('validation.categoryRequired') }, max(50)]}
        >
          <AutoComplete
            ref={category}
            autoFocus
            options={categories.map((value) => ({ value }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            placeholder={categories[0] ?? ''}
            onKeyDown={categoryKeys(
              () => amount.current?.focus(),
              () => account.current?.focus(),
            )}
            data-testid="quick-category"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('fields.amount')}
          rules={[{ required: true, message: t('validation.amountRequired') }]}
        >
          <InputNumber
            ref={amount}
            min={0.01}
            precision={AMOUNT_DECIMALS}
            prefix="¥"
            style={{ width: '100%' }}
            data-testid="quick-amount"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[{ max: 500 }]}>
          <Input />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" data-testid="quick-save">
            {t('quick.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
