import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** 'Verifying login status' while the stored session is checked. */
export function SessionLoading() {
  const { t } = useTranslation('shell');
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{t('session.verifying')}</Typography.Text>
    </Flex>
  );
}
