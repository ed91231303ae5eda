// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/i18n';
import { Forbidden } from './access/Forbidden';
import { ERROR_NOTICE, ERROR_REFRESH, ErrorBoundary } from './ErrorBoundary';

describe('the 403 screen', () => {
  it('names the needed action and the current role', () => {
    render(
      <I18nextProvider i18n={createTestI18n('en-US')}>
        <MemoryRouter>
          <Forbidden action="edit" role="reader" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(
      screen.getByText('Sorry, you need the edit permission to access this page. Current role: Viewer'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });
});

describe('the error boundary', () => {
  it('shows the fixed Chinese notice and a refresh button', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const silence = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', silence);
    const Broken = () => {
      throw new Error('boom');
    };
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText(ERROR_NOTICE)).toBeInTheDocument();
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, writable: true });
    fireEvent.click(screen.getByRole('button', { name: ERROR_REFRESH }));
    expect(reload).toHaveBeenCalled();
    window.removeEventListener('error', silence);
    spy.mockRestore();
  });
});
