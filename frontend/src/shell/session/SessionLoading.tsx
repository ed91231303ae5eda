import { Flex, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** 'Verifying login status' while the stored session is checked (plain text: the login page's weight). */
export function SessionLoading() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <span style={{ color: token.colorTextSecondary }}>{t('session.verifying')}</span>
    </Flex>
  );
}
