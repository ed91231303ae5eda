// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test/i18n';
import { FirstSteps } from './FirstSteps';

const api = vi.hoisted(() => ({ setupProgress: vi.fn() }));
const access = vi.hoisted(() => ({ canEdit: true }));

vi.mock('../../../services/setup', () => api);
vi.mock('../../../shell/access/useAccess', () => ({ useAccess: () => access }));

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderSteps() {
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <MemoryRouter initialEntries={['/overview']}>
        <Routes>
          <Route path="/overview" element={<FirstSteps />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const empty = { partners: 0, products: 0, openingEntries: 0, records: 0 };

describe('FirstSteps', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    access.canEdit = true;
  });

  it('shows an empty install the steps in order, the first one current, with links', async () => {
    api.setupProgress.mockResolvedValue(empty);
    renderSteps();
    expect(await screen.findByText('First steps')).toBeInTheDocument();
    for (const title of [
      'Partners',
      'Products',
      'Opening stock and balances',
      'The first purchase or sale',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText('Add your suppliers and customers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add partners' })).toHaveClass('ant-btn-primary');
    expect(screen.getByRole('button', { name: 'Import from Excel' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add partners' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/partners');
  });

  it('ticks off what exists and moves on to the next step', async () => {
    api.setupProgress.mockResolvedValue({ ...empty, partners: 3, products: 12 });
    renderSteps();
    expect(await screen.findByText('3 partners')).toBeInTheDocument();
    expect(screen.getByText('12 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opening stock' })).toHaveClass('ant-btn-primary');
    expect(screen.getByRole('button', { name: 'Add partners' })).not.toHaveClass('ant-btn-primary');
    fireEvent.click(screen.getByRole('button', { name: "Customers' opening balances" }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/receivable');
  });

  it('is gone once the company has a record', async () => {
    api.setupProgress.mockResolvedValue({ ...empty, partners: 1, products: 1, records: 1 });
    renderSteps();
    await waitFor(() => expect(api.setupProgress).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('First steps')).not.toBeInTheDocument();
  });

  it('is not shown to a reader, who could not follow it', async () => {
    access.canEdit = false;
    renderSteps();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('First steps')).not.toBeInTheDocument();
    expect(api.setupProgress).not.toHaveBeenCalled();
  });
});
