import { App, Button, Descriptions, Form, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaxRule } from '../../hooks/useMaxRule';
import { changeOwnPassword, updateOwnName } from '../../services/auth';
import { messageOr } from '../../services/errors';
import { isRole } from '../access/permissions';
import { useSession } from './useSession';

/** The server's rule for every password. */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

/** The own profile: the display name, and the password (the session continues on the new token). */
export function ProfileModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const max = useMaxRule();
  const { message } = App.useApp();
  const { user, refresh } = useSession();
  const [saving, setSaving] = useState(false);
  const [nameForm] = Form.useForm<{ display_name: string }>();
  const [passwordForm] = Form.useForm<PasswordValues>();
  if (!user) return null;

  const saveName = async ({ display_name }: { display_name: string }) => {
    setSaving(true);
    try {
      const saved = await updateOwnName(display_name.trim() || null);
      refresh({ ...user, display_name: saved.display_name });
      message.success(t('profile.nameSaved'));
    } catch (error) {
      message.error(messageOr(error, t('common:messages.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const savePassword = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const answer = await changeOwnPassword(values.current_password, values.new_password);
      refresh(answer.user, answer.token);
      passwordForm.resetFields();
      message.success(t('profile.passwordChanged'));
    } catch (error) {
      message.error(messageOr(error, t('common:messages.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const role = isRole(user.role) ? user.role : 'reader';
  return (
    <Modal
      title={t('profile.title')}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={520}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'username', label: t('profile.username'), children: user.username },
          { key: 'role', label: t('profile.role'), children: t(`roles.${role}`) },
        ]}
      />
      <Tabs
        items={[
          {
            key: 'name',
            label: t('profile.nameTab'),
            children: (
              <Form
                form={nameForm}
                layout="vertical"
                name="profileName"
                initialValues={{ display_name: user.display_name ?? '' }}
                onFinish={saveName}
              >
                <Form.Item name="display_name" label={t('profile.displayName')} rules={[max(100)]}>
                  <Input allowClear />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('common:actions.save')}
                </Button>
              </Form>
            ),
          },
          {
            key: 'password',
            label: t('profile.passwordTab'),
            children: (
              <Form form={passwordForm} layout="vertical" name="profilePassword" onFinish={savePassword}>
                <Form.Item
                  name="current_password"
                  label={t('profile.currentPassword')}
                  rules={[{ required: true, message: t('profile.currentRequired') }]}
                >
                  <Input.Password autoComplete="current-password" />
                </Form.Item>
                <Form.Item
                  name="new_password"
                  label={t('profile.newPassword')}
                  extra={t('profile.passwordRule', { min: PASSWORD_MIN })}
                  rules={[
                    { required: true, message: t('profile.newRequired') },
                    {
                      min: PASSWORD_MIN,
                      max: PASSWORD_MAX,
                      message: t('profile.passwordRule', { min: PASSWORD_MIN }),
                    },
                  ]}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
                <Form.Item
                  name="confirm"
                  label={t('profile.confirmPassword')}
                  dependencies={['new_password']}
                  rules={[
                    { required: true, message: t('profile.confirmRequired') },
                    ({ getFieldValue }) => ({
                      validator: (_, value) =>
                        !value || value === getFieldValue('new_password')
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('profile.mismatch'))),
                    }),
                  ]}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('profile.changePassword')}
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}
