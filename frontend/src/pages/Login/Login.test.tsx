// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../shell/session/context';
import { createTestI18n } from '../../test/i18n';
import LoginPage from './index';

const prefetch = vi.hoisted(() => ({ prefetchSignedIn: vi.fn(), prefetchSignedInWhenIdle: vi.fn() }));
vi.mock('../../shell/prefetchSignedIn', () => prefetch);

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderLogin(session: Partial<SessionValue>, language = 'en-US', from?: string) {
  const value: SessionValue = {
    status: 'anonymous',
    user: null,
    error: null,
    login: vi.fn(),
    logout: vi.fn(),
    clearError: vi.fn(),
    refresh: vi.fn(),
    ...session,
  };
  render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <SessionContext.Provider value={value}>
        <MemoryRouter initialEntries={[{ pathname: '/login', state: from ? { from } : null }]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return value;
}

describe('the login page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '');
  });

  it('offers "Back to previous page" only when the tab came from another page of the app', () => {
    renderLogin({});
    expect(screen.queryByRole('button', { name: /Back to previous page/ })).not.toBeInTheDocument();
  });

  it('goes back to the page the tab came from', () => {
    // The entry the browser router writes for the second page of a tab.
    window.history.replaceState({ idx: 1 }, '');
    renderLogin({});
    expect(screen.getByRole('button', { name: /Back to previous page/ })).toBeInTheDocument();
  });

  it('asks for both fields in the chosen language and sends nothing without them', () => {
    const session = renderLogin({}, 'zh-CN');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('用户名')).toHaveFocus();
    expect(session.login).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
  });

  it('logs in with the trimmed username and goes to the page of origin', async () => {
    const session = renderLogin({ login: vi.fn().mockResolvedValue(true) }, 'en-US', '/stock');
    expect(prefetch.prefetchSignedInWhenIdle).toHaveBeenCalledWith('/stock');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' ada ' } });
    expect(prefetch.prefetchSignedIn).toHaveBeenCalledWith('/stock');
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'pass word' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/stock');
    expect(session.login).toHaveBeenCalledWith('ada', 'pass word');
  });

  it('leads to the overview itself when no page sent the visitor', async () => {
    renderLogin({ login: vi.fn().mockResolvedValue(true) }, 'en-US', '/');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/overview');
  });

  it("shows the session's failure and lets it be dismissed", () => {
    const session = renderLogin({ error: 'Wrong username or password' }, 'ko-KR');
    expect(screen.getByTestId('login-error')).toHaveTextContent('Wrong username or password');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(session.clearError).toHaveBeenCalled();
  });

  it('shows the password on request and switches the language', async () => {
    renderLogin({});
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('radio', { name: '한국어' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '한국어' })).toBeChecked();
  });
});
