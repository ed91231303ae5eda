import { Alert, Card, Col, Descriptions, Flex, Grid, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAbout } from '../../features/about/useAbout';
import { messageOr } from '../../services/errors';
import { formatDate } from '../../utils/format';

export default function AboutPage() {
  const { t } = useTranslation('about');
  const { about, loading, error } = useAbout();
  const none = t('notProvided');
  // Phones: each label above its value, so a long address or account keeps the full width.
  const wide = Grid.useBreakpoint().sm !== false;
  const table = {
    bordered: true,
    column: 1,
    size: 'middle' as const,
    ...(wide
      ? { layout: 'horizontal' as const, styles: { label: { width: 160 } } }
      : { layout: 'vertical' as const }),
  };

  return (
    <Row justify="center">
      <Col xs={24} lg={20} xl={16} xxl={12}>
        {error ? (
          <Alert
            type="error"
            showIcon
            message={t('loadFailed')}
            description={messageOr(error, t('loadFailed'))}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Card>
          <Skeleton loading={loading} active>
            <Flex vertical align="center" gap={8} style={{ marginBottom: 24, textAlign: 'center' }}>
              <img
                src={about.logo ?? '/logo.svg'}
                alt={t('logoAlt')}
                data-testid="about-logo"
                style={{ maxWidth: 160, maxHeight: 72, objectFit: 'contain' }}
              />
              <Typography.Title level={2} style={{ margin: 0 }}>
                {about.title ?? t('defaults.title')}
              </Typography.Title>
              <Typography.Text strong data-testid="about-company-name">
                {about.companyName ?? t('defaults.companyName')}
              </Typography.Text>
              <Typography.Paragraph type="secondary" style={{ maxWidth: 640, margin: 0 }}>
                {about.description ?? t('defaults.description')}
              </Typography.Paragraph>
              <Typography.Text italic>{about.slogan ?? t('defaults.slogan')}</Typography.Text>
            </Flex>
            <Descriptions
              title={t('system')}
              {...table}
              items={[
                { key: 'version', label: t('version'), children: about.version },
                { key: 'release', label: t('releaseDate'), children: formatDate(about.releaseDate) },
                {
                  key: 'stack',
                  label: t('techStack'),
                  children: (
                    <Flex gap={4} wrap>
                      {about.techStack.map((item) => (
                        <Tag key={item} color="blue">
                          {item}
                        </Tag>
                      ))}
                    </Flex>
                  ),
                },
                { key: 'team', label: t('team'), children: about.team ?? t('defaults.team') },
              ]}
            />
            <Descriptions
              title={t('contact')}
              {...table}
              style={{ marginTop: 24 }}
              data-testid="about-company"
              items={[
                { key: 'name', label: t('companyName'), children: about.companyName ?? none },
                { key: 'address', label: t('address'), children: about.address ?? none },
                { key: 'phone', label: t('phone'), children: about.phone ?? none },
                {
                  key: 'email',
                  label: t('email'),
                  children: about.email ? <a href={`mailto:${about.email}`}>{about.email}</a> : none,
                },
                { key: 'taxId', label: t('taxId'), children: about.taxId ?? none },
                { key: 'bankName', label: t('bankName'), children: about.bankName ?? none },
                { key: 'bankAccount', label: t('bankAccount'), children: about.bankAccount ?? none },
              ]}
            />
          </Skeleton>
        </Card>
      </Col>
    </Row>
  );
}
