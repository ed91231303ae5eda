// @vitest-environment jsdom
import { ProFormText } from '@ant-design/pro-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/i18n';
import { FormModal } from './FormModal';

interface Values {
  name?: string;
}

const renderModal = (onFinish = vi.fn(async () => true), onClose = vi.fn()) => {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <FormModal<Values>
        name="testForm"
        title="Test dialog"
        open
        initialValues={{ name: 'Alpha' }}
        onClose={onClose}
        onFinish={onFinish}
      >
        <ProFormText name="name" label="Name" />
      </FormModal>
    </I18nextProvider>,
  );
  return { onFinish, onClose };
};

describe('FormModal', () => {
  it('shows the title and the Save and Cancel buttons', async () => {
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Test dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('submits the values on Save and closes once the save succeeds', async () => {
    const { onFinish, onClose } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Alpha' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open when the save fails', async () => {
    const { onFinish, onClose } = renderModal(vi.fn(async () => false));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Test dialog' })).toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const { onFinish, onClose } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onFinish).not.toHaveBeenCalled();
  });
});
