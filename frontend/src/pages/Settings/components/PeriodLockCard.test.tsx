// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { setPeriodLock } from '../../../services/settings';
import { createTestI18n } from '../../../test/i18n';
import { PeriodLockCard } from './PeriodLockCard';

vi.mock('../../../services/settings', () => ({
  getPeriodLock: vi.fn(() => Promise.resolve(null)),
  setPeriodLock: vi.fn((date: string | null) => Promise.resolve(date)),
}));

async function pickAndClose(date: string) {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <App>
        <PeriodLockCard />
      </App>
    </I18nextProvider>,
  );
  const picker = await screen.findByLabelText('Close through');
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: date } });
  fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter' });
  fireEvent.click(screen.getByRole('button', { name: /Close the books/ }));
  // The confirmation, naming the date (antd repeats its title for screen readers).
  await screen.findAllByText(`Close the books through ${date}?`);
  return screen.getByRole('dialog');
}

describe('PeriodLockCard', () => {
  it('closes the books only once the user confirms the date', async () => {
    vi.mocked(setPeriodLock).mockClear();
    const dialog = await pickAndClose('2025-12-31');
    expect(setPeriodLock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the books' }));
    await waitFor(() => expect(setPeriodLock).toHaveBeenCalledWith('2025-12-31'));
  });

  it('leaves the books open when the user cancels', async () => {
    vi.mocked(setPeriodLock).mockClear();
    const dialog = await pickAndClose('2025-11-30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText('Close the books through 2025-11-30?')).toHaveLength(0));
    expect(setPeriodLock).not.toHaveBeenCalled();
  });
});
