import { ArrowLeftOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSelector } from '../../shell/i18n/LanguageSelector';
import { loadAppLayout } from '../../shell/layout/loadAppLayout';
import type { LoginRedirectState } from '../../shell/session/RequireAuth';
import { SessionLoading } from '../../shell/session/SessionLoading';
import { useSession } from '../../shell/session/useSession';

interface Credentials {
  username: string;
  password: string;
}

/** Where to go after login: the page of origin, else /. */
function targetOf(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export default function LoginPage() {
  const { t } = useTranslation('login');
  const { status, error, login, clearError } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Credentials>();
  const [submitting, setSubmitting] = useState(false);
  const { token } = theme.useToken();
  const target = targetOf(location.state);

  if (status === 'loading') return <SessionLoading />;
  if (status === 'authenticated') return <Navigate to={target} replace />;

  const submit = async ({ username, password }: Credentials) => {
    setSubmitting(true);
    const ok = await login(username.trim(), password);
    setSubmitting(false);
    if (ok) navigate(target, { replace: true });
  };

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 24,
        background: 'linear-gradient(180deg, #001529 0%, #0b2b4c 100%)',
      }}
    >
      {/* A plain panel and headings rather than antd's Card and Typography: this page's first load. */}
      <main
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 24,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex align="center" gap={10} style={{ marginBottom: 8 }}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          <h1
            style={{
              margin: 0,
              fontSize: token.fontSizeHeading3,
              fontWeight: 600,
              color: token.colorTextHeading,
            }}
          >
            {t('title')}
          </h1>
        </Flex>
        <p style={{ marginTop: 0, marginBottom: 16, color: token.colorTextSecondary }}>{t('subtitle')}</p>
        {error ? (
          <Alert
            type="error"
            showIcon
            closable
            message={error}
            onClose={clearError}
            style={{ marginBottom: 16 }}
            data-testid="login-error"
          />
        ) : null}
        <Form<Credentials>
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          // The first keystroke fetches the signed-in layout while the rest are typed (loads once).
          onValuesChange={() => void loadAppLayout()}
        >
          <Form.Item
            name="username"
            label={t('username')}
            rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('password')}
            rules={[{ required: true, message: t('passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('submit')}
            </Button>
          </Form.Item>
        </Form>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(-1)}
            style={{ paddingInline: 0 }}
          >
            {t('back')}
          </Button>
          <LanguageSelector />
        </Flex>
      </main>
    </Flex>
  );
}
