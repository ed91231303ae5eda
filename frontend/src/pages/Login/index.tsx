import {
  ArrowLeftOutlined,
  CloseCircleFilled,
  CloseOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSelector } from '../../shell/i18n/LanguageSelector';
import { prefetchSignedIn, prefetchSignedInWhenIdle } from '../../shell/prefetchSignedIn';
import { loginTarget } from '../../shell/session/RequireAuth';
import { SessionLoading } from '../../shell/session/SessionLoading';
import { useSession } from '../../shell/session/useSession';
import './login.css';

type Field = 'username' | 'password';
type Credentials = Record<Field, string>;

/** The message key of a field's problem, if any: both are required, a username not blank. */
function problemOf(field: Field, value: string): string | undefined {
  if (field === 'username') return value.trim() ? undefined : 'usernameRequired';
  return value ? undefined : 'passwordRequired';
}

/**
 * The login page in plain markup styled as antd's form (login.css), without antd: a visitor's first
 * load is React, the router and i18next. antd comes with the signed-in layout, fetched once the page is
 * drawn and idle (or on the first keystroke, if that comes first).
 */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const { status, error, login, clearError } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // React Router numbers the entries of this tab's history from 0: above 0 an earlier page of the app exists.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  // A field's problem shows once it has been edited or a submit was tried, then follows what is typed.
  const [checked, setChecked] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [passwordShown, setPasswordShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Record<Field, HTMLInputElement | null>>({ username: null, password: null });
  const target = loginTarget(location.state);
  useEffect(() => prefetchSignedInWhenIdle(target), [target]);

  if (status === 'loading') return <SessionLoading />;
  if (status === 'authenticated') return <Navigate to={target} replace />;

  const problems = {
    username: checked.username ? problemOf('username', values.username) : undefined,
    password: checked.password ? problemOf('password', values.password) : undefined,
  };

  const change = (field: Field, value: string) => {
    prefetchSignedIn(target);
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => ({ ...current, [field]: true }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setChecked({ username: true, password: true });
    const invalid = (['username', 'password'] as const).find((field) => problemOf(field, values[field]));
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    prefetchSignedIn(target);
    setSubmitting(true);
    const ok = await login(values.username.trim(), values.password);
    setSubmitting(false);
    if (ok) navigate(target, { replace: true });
  };

  const field = (name: Field, icon: ReactNode, input: ReactNode, suffix?: ReactNode) => (
    <div className="tb-login-field">
      <label htmlFor={`login-${name}`}>{t(name)}</label>
      <div className={`tb-login-input${problems[name] ? ' tb-login-input-invalid' : ''}`}>
        {icon}
        {input}
        {suffix}
      </div>
      <div id={`login-${name}-problem`} className="tb-login-problem" role="alert">
        {problems[name] ? t(problems[name]) : null}
      </div>
    </div>
  );

  const inputProps = (name: Field) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    'aria-invalid': Boolean(problems[name]),
    'aria-describedby': `login-${name}-problem`,
  });

  return (
    <div className="tb-login">
      <main className="tb-login-panel">
        <div className="tb-login-heading">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <h1>{t('title')}</h1>
        </div>
        <p className="tb-login-subtitle">{t('subtitle')}</p>
        {error ? (
          <div className="tb-login-error" role="alert" data-testid="login-error">
            <CloseCircleFilled className="tb-login-error-icon" />
            <span className="tb-login-error-message">{error}</span>
            <button type="button" aria-label={t('common:actions.close')} onClick={clearError}>
              <CloseOutlined />
            </button>
          </div>
        ) : null}
        <form noValidate onSubmit={(event) => void submit(event)}>
          {field(
            'username',
            <UserOutlined />,
            <input {...inputProps('username')} autoComplete="username" autoFocus />,
          )}
          {field(
            'password',
            <LockOutlined />,
            <input
              {...inputProps('password')}
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
            />,
            <button
              type="button"
              className="tb-login-reveal"
              aria-label={t('showPassword')}
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              {passwordShown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>,
          )}
          <button
            type="submit"
            className="tb-button tb-button-primary tb-button-block"
            aria-busy={submitting}
          >
            {submitting ? <span className="tb-busy-ring" aria-hidden="true" /> : null}
            {t('submit')}
          </button>
        </form>
        <div className="tb-login-footer">
          {/* Only when this tab came here from another page of the app: a first page has nowhere to go back to. */}
          {canGoBack ? (
            <button type="button" className="tb-button tb-button-link" onClick={() => navigate(-1)}>
              <ArrowLeftOutlined />
              {t('back')}
            </button>
          ) : (
            <span />
          )}
          <LanguageSelector />
        </div>
      </main>
    </div>
  );
}
