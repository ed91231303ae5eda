import { CheckCircleTwoTone, RocketOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Steps, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRemote } from '../../../hooks/useRemote';
import { setupProgress, type SetupProgress } from '../../../services/setup';
import { useAccess } from '../../../shell/access/useAccess';

/** A link's label wraps on a phone rather than being cut off. */
const LINK_STYLE = { whiteSpace: 'normal', height: 'auto', maxWidth: '100%', textAlign: 'left' } as const;

interface Step {
  key: string;
  done: boolean;
  links: { path: string; label: string }[];
  description: ReactNode;
}

/** The steps of setting a company up, in order, each done once what it adds exists. */
function stepsOf(progress: SetupProgress, t: TFunction<'firstSteps'>): Step[] {
  return [
    {
      key: 'partners',
      done: progress.partners > 0,
      links: [{ path: '/partners', label: t('partners.link') }],
      description:
        progress.partners > 0 ? t('partners.done', { count: progress.partners }) : t('partners.hint'),
    },
    {
      key: 'products',
      done: progress.products > 0,
      links: [{ path: '/products', label: t('products.link') }],
      description:
        progress.products > 0 ? t('products.done', { count: progress.products }) : t('products.hint'),
    },
    {
      key: 'opening',
      done: progress.openingEntries > 0,
      links: [
        { path: '/stock', label: t('opening.stockLink') },
        { path: '/receivable', label: t('opening.receivableLink') },
        { path: '/payable', label: t('opening.payableLink') },
      ],
      description: t('opening.hint'),
    },
    {
      key: 'records',
      done: false,
      links: [
        { path: '/inbound', label: t('records.inboundLink') },
        { path: '/outbound', label: t('records.outboundLink') },
      ],
      description: t('records.hint'),
    },
  ];
}

/**
 * What an empty install shows on the overview instead of a dashboard of zeros alone: the first steps
 * (partners → products → opening stock and balances → the first purchase or sale, or an import), with
 * links. Shown to editors while the company has no inbound or outbound record.
 */
export function FirstSteps() {
  const { t } = useTranslation('firstSteps');
  const navigate = useNavigate();
  const { canEdit } = useAccess();
  const { data: progress } = useRemote<SetupProgress | null>(
    () => (canEdit ? setupProgress() : Promise.resolve(null)),
    null,
    [canEdit],
  );
  if (!canEdit || !progress || progress.records > 0) return null;
  const steps = stepsOf(progress, t);
  const current = steps.findIndex((step) => !step.done);

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <RocketOutlined />
          {t('title')}
        </Flex>
      }
      style={{ marginBottom: 16 }}
      data-testid="first-steps"
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Steps
        direction="vertical"
        size="small"
        current={current}
        items={steps.map((step, index) => ({
          status: step.done ? 'finish' : index === current ? 'process' : 'wait',
          icon: step.done ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : undefined,
          title: t(`${step.key}.title`),
          description: (
            <Flex vertical gap={8} style={{ paddingBottom: 8 }} data-testid={`first-steps-${step.key}`}>
              <span>{step.description}</span>
              <Flex gap={8} wrap>
                {step.links.map((link) => (
                  <Button
                    key={link.path}
                    size="small"
                    type={index === current && link === step.links[0] ? 'primary' : 'default'}
                    onClick={() => navigate(link.path)}
                    style={LINK_STYLE}
                  >
                    {link.label}
                  </Button>
                ))}
              </Flex>
            </Flex>
          ),
        }))}
      />
      <Flex gap={8} wrap align="center" data-testid="first-steps-import">
        <Typography.Text>{t('import.hint')}</Typography.Text>
        <Button size="small" onClick={() => navigate('/import')}>
          {t('import.link')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('sample')}
      </Typography.Paragraph>
    </Card>
  );
}
