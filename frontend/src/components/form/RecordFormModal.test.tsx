// @vitest-environment jsdom
import { ProFormText } from '@ant-design/pro-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { createTestI18n } from '../../test/i18n';
import { RecordFormModal, type RecordFormModalProps } from './RecordFormModal';

type Props = Pick<RecordFormModalProps<{ name: string }>, 'save' | 'editing' | 'messages'>;

function renderDialog(props: Props) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <RecordFormModal<{ name: string }>
          {...props}
          open
          title="Record"
          initialValues={{ name: 'Alpha' }}
          onClose={onClose}
          onSaved={onSaved}
        >
          <ProFormText name="name" label="Name" />
        </RecordFormModal>
      </App>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onSaved, onClose };
}

describe('RecordFormModal', () => {
  it('saves the values, says so and tells the page', async () => {
    const save = vi.fn(async () => undefined);
    const { onSaved, onClose } = renderDialog({ save });
    expect(await screen.findByText('Add successful')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: 'Alpha' });
    expect(onSaved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['success', async () => undefined, 'Payment updated'],
    ['failure', () => Promise.reject(new Error('boom')), 'Failed to save the payment'],
  ])("says the dialog's own message of a %s", async (_, save, text) => {
    renderDialog({
      save,
      editing: true,
      messages: { success: 'Payment updated', failed: 'Failed to save the payment' },
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('stays open without a word when the save is called off', async () => {
    const save = vi.fn(() => Promise.reject(new SaveCancelled()));
    const { onSaved, onClose } = renderDialog({ save });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
  });
});
