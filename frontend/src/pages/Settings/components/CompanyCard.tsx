import { DeleteOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/fields';
import { useCompany } from '../../../features/about/useCompany';
import { messageOr } from '../../../services/errors';
import { saveCompany, type Company } from '../../../services/settings';
import { LOGO_TYPES, checkLogoFile } from '../logo';

type Fields = Omit<Company, 'logo_url'>;

const OPTIONAL: Exclude<keyof Fields, 'name'>[] = [
  'address',
  'phone',
  'email',
  'tax_id',
  'bank_name',
  'bank_account',
];

/** The company printouts and the About page show: name, address, contacts, tax id, bank and logo. */
export function CompanyCard() {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const { company, loading, error, setCompany } = useCompany();
  const [form] = Form.useForm<Fields>();
  const [logo, setLogo] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setLogo(company?.logo_url ?? null);
  }, [company]);

  const pickLogo = async (file: File) => {
    const checked = await checkLogoFile(file);
    if (checked.ok) {
      setLogo(checked.url);
      setLogoError(null);
    } else {
      setLogoError(
        checked.reason === 'type'
          ? t('company.logoType')
          : t('company.logoSize', { size: checked.kilobytes }),
      );
    }
  };

  const save = async (values: Fields) => {
    setSaving(true);
    try {
      const optional = Object.fromEntries(
        OPTIONAL.map((key) => [key, values[key]?.trim() ? values[key] : null]),
      ) as Omit<Fields, 'name'>;
      const body: Company = { ...optional, name: values.name, logo_url: logo };
      const saved = await saveCompany(body);
      setCompany(saved);
      message.success(t('company.saved'));
    } catch (failure) {
      message.error(messageOr(failure, t('common:messages.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  /** A text field in its column: half the row from medium screens up, unless `wide`. */
  const text = (name: keyof Fields, max: number, { required = false, wide = false } = {}) => (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item
        name={name}
        label={t(`company.fields.${name}`)}
        rules={[
          ...(required ? [{ required: true, whitespace: true, message: t('company.nameRequired') }] : []),
          { max, message: t('company.tooLong', { max }) },
        ]}
      >
        <Input maxLength={max} autoComplete="off" />
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t('company.title')} loading={loading} style={{ maxWidth: 960 }}>
      <Typography.Paragraph type="secondary">{t('company.explanation')}</Typography.Paragraph>
      {error ? <FormAlert type="error" message={messageOr(error, t('company.loadFailed'))} /> : null}
      <Form<Fields>
        // Mounted again with the values once they have loaded (and after a save).
        key={company ? 'loaded' : 'loading'}
        form={form}
        initialValues={company ?? undefined}
        layout="vertical"
        onFinish={save}
        data-testid="company-form"
      >
        <Row gutter={16}>
          {text('name', 100, { required: true })}
          {text('tax_id', 200)}
          {text('address', 200, { wide: true })}
          {text('phone', 200)}
          {text('email', 200)}
          {text('bank_name', 200)}
          {text('bank_account', 200)}
          <Col xs={24}>
            <Form.Item label={t('company.logo')} extra={t('company.logoHint')}>
              <Flex gap={16} align="center" wrap>
                <div
                  style={{
                    width: 160,
                    height: 96,
                    border: '1px dashed #d9d9d9',
                    borderRadius: 8,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    background: '#fafafa',
                  }}
                >
                  {logo ? (
                    <img
                      src={logo}
                      alt={t('company.logoPreview')}
                      data-testid="company-logo-preview"
                      style={{ maxWidth: 148, maxHeight: 84, objectFit: 'contain' }}
                    />
                  ) : (
                    <Typography.Text type="secondary">{t('company.noLogo')}</Typography.Text>
                  )}
                </div>
                <Flex gap={8} wrap>
                  <Upload
                    accept={LOGO_TYPES.join(',')}
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void pickLogo(file);
                      return Upload.LIST_IGNORE;
                    }}
                  >
                    <Button icon={<UploadOutlined />}>{t('company.chooseLogo')}</Button>
                  </Upload>
                  {logo ? (
                    <Button icon={<DeleteOutlined />} onClick={() => setLogo(null)}>
                      {t('company.removeLogo')}
                    </Button>
                  ) : null}
                </Flex>
              </Flex>
              {logoError ? (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginTop: 8 }}
                  message={logoError}
                  data-testid="company-logo-error"
                />
              ) : null}
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('company.save')}
        </Button>
      </Form>
    </Card>
  );
}
