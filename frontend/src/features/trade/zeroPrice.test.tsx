// @vitest-environment jsdom
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { lineList, useZeroPriceConfirm } from './zeroPrice';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={createTestI18n('en-US')}>
    <App>{children}</App>
  </I18nextProvider>
);

function ask(lines: number[] | null) {
  const { result } = renderHook(() => useZeroPriceConfirm(), { wrapper });
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = result.current(lines);
  });
  return answer!;
}

describe('line numbers in a sentence', () => {
  it('are joined as the language joins a list', () => {
    expect(lineList([3], 'en-US')).toBe('3');
    expect(lineList([1, 2, 3, 4, 5], 'en-US')).toBe('1, 2, 3, 4, and 5');
    expect(lineList([2, 4], 'zh-CN')).toBe('2和4');
  });
});

describe('useZeroPriceConfirm', () => {
  it('does not ask when no line is at 0', async () => {
    await expect(ask([])).resolves.toBe(true);
    expect(screen.queryByText('A unit price of 0')).not.toBeInTheDocument();
  });

  it('names the lines at 0 and saves once confirmed', async () => {
    const answer = ask([2, 4]);
    expect(
      await screen.findByText('Lines 2 and 4 are at a unit price of ¥0. Save them at 0?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save at 0' }));
    await expect(answer).resolves.toBe(true);
  });

  it('goes back to the form when declined', async () => {
    const answer = ask(null);
    expect(await screen.findByText('The unit price is ¥0. Save the record at 0?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
