import { SaveOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, InputNumber, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../hooks/useRemote';
import { messageOr } from '../../../services/errors';
import { getTaxSettings, saveTaxSettings, type TaxSettings } from '../../../services/settings';

/** The company's tax: the default rate of a line whose product has none, and whether prices include it. */
export function TaxCard() {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const { data, loading, setData } = useRemote<TaxSettings | null>(() => getTaxSettings(), null);
  const [form] = Form.useForm<TaxSettings>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const save = async (values: TaxSettings) => {
    setSaving(true);
    try {
      setData(
        await saveTaxSettings({
          default_rate: values.default_rate ?? 0,
          prices_include_tax: Boolean(values.prices_include_tax),
        }),
      );
      message.success(t('tax.saved'));
    } catch (error) {
      message.error(messageOr(error, t('common:messages.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('tax.title')} loading={loading} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">{t('tax.explanation')}</Typography.Paragraph>
      <Form<TaxSettings>
        form={form}
        layout="vertical"
        initialValues={{ default_rate: 0, prices_include_tax: false }}
        onFinish={save}
      >
        <Form.Item
          name="default_rate"
          label={t('tax.defaultRate')}
          extra={t('tax.defaultRateHint')}
          rules={[{ required: true, message: t('tax.rateRange') }]}
        >
          <InputNumber
            min={0}
            max={100}
            precision={2}
            step={1}
            suffix="%"
            style={{ width: 180 }}
            aria-label={t('tax.defaultRate')}
          />
        </Form.Item>
        <Form.Item
          name="prices_include_tax"
          label={t('tax.pricesIncludeTax')}
          extra={t('tax.pricesIncludeTaxHint')}
          valuePropName="checked"
        >
          <Switch aria-label={t('tax.pricesIncludeTax')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('tax.save')}
        </Button>
      </Form>
    </Card>
  );
}
