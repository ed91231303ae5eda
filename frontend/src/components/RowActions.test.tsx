// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/i18n';
import { RowActions } from './RowActions';

const renderActions = (onEdit = vi.fn(), onDelete = vi.fn(), lockedThrough?: string) => {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <RowActions onEdit={onEdit} onDelete={onDelete} lockedThrough={lockedThrough} />
    </I18nextProvider>,
  );
  return { onEdit, onDelete };
};

describe('RowActions', () => {
  it('edits on a click of Edit', () => {
    const { onEdit, onDelete } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation', async () => {
    const { onEdit, onDelete } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(onDelete).not.toHaveBeenCalled();
    const i18n = createTestI18n('en-US');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('common:actions.confirm') }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.getByText(i18n.t('common:confirm.delete'))).toBeInTheDocument();
  });

  it('disables Edit and Delete on a row in a closed period and says why', async () => {
    const { onEdit, onDelete } = renderActions(vi.fn(), vi.fn(), '2026-10-31');
    const edit = screen.getByRole('button', { name: /Edit/ });
    const remove = screen.getByRole('button', { name: /Delete/ });
    expect(edit).toBeDisabled();
    expect(remove).toBeDisabled();
    fireEvent.click(edit);
    fireEvent.click(remove);
    expect(onEdit).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.mouseEnter(screen.getByTestId('row-locked'));
    expect(await screen.findByText('The books are closed through 2026-10-31')).toBeInTheDocument();
  });
});
