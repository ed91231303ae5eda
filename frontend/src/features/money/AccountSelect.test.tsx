// @vitest-environment jsdom
import { ProFormText } from '@ant-design/pro-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from '../../components/FormModal';
import type { Account } from '../../services/money';
import { createTestI18n } from '../../test/i18n';
import { AccountSelect } from './AccountSelect';

const ACCOUNTS = [
  { id: 1, name: 'Cash', is_default: false },
  { id: 2, name: 'Bank', is_default: true },
] as Account[];

interface Values {
  amount?: string;
  account_id?: number;
}

function Dialog(props: {
  accounts: Account[];
  preselect?: number;
  initial?: Values;
  onFinish: (values: Values) => Promise<boolean>;
}) {
  return (
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <FormModal<Values>
        name="accountTest"
        title="Payment"
        open
        initialValues={props.initial}
        onClose={() => undefined}
        onFinish={props.onFinish}
      >
        <ProFormText name="amount" label="Amount" />
        <AccountSelect
          name="account_id"
          label="Account"
          accounts={props.accounts}
          preselect={props.preselect}
        />
      </FormModal>
    </I18nextProvider>
  );
}

describe('AccountSelect', () => {
  it('preselects the default once the accounts are in, keeping what was typed meanwhile', async () => {
    const onFinish = vi.fn(async () => true);
    const { rerender } = render(<Dialog accounts={[]} onFinish={onFinish} />);
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '30' } });
    rerender(<Dialog accounts={ACCOUNTS} preselect={2} onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: '30', account_id: 2 }));
  });

  it('leaves an account already chosen alone', async () => {
    const onFinish = vi.fn(async () => true);
    render(<Dialog accounts={ACCOUNTS} preselect={2} initial={{ account_id: 1 }} onFinish={onFinish} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ account_id: 1 }));
  });
});
