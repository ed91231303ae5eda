import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Flex, Popconfirm, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../hooks/useRemote';
import { messageOr } from '../../../services/errors';
import { getPeriodLock, setPeriodLock } from '../../../services/settings';
import { DATE_FORMAT } from '../../../utils/format';

/** The period lock: nothing dated on or before the day is created, changed or deleted. */
export function PeriodLockCard() {
  const { t } = useTranslation('settings');
  const { message, modal } = App.useApp();
  const { data: lockedThrough, loading, setData } = useRemote<string | null>(() => getPeriodLock(), null);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (next: string | null) => {
    setSaving(true);
    try {
      setData(await setPeriodLock(next));
      setDate(null);
      message.success(next ? t('lock.closed', { date: next }) : t('lock.opened'));
    } catch (error) {
      message.error(messageOr(error, t('common:messages.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  // Closing blocks every later change dated on or before the day: the user confirms the day first (the
  // confirmation stays, its button busy, until the lock is saved).
  const confirmClose = (next: string) =>
    modal.confirm({
      title: t('lock.closeConfirm', { date: next }),
      content: t('lock.closeConfirmContent', { date: next }),
      okText: t('lock.close'),
      cancelText: t('common:actions.cancel'),
      onOk: () => save(next),
    });

  return (
    <Card title={t('lock.title')} loading={loading} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">{t('lock.explanation')}</Typography.Paragraph>
      <Alert
        showIcon
        type={lockedThrough ? 'warning' : 'info'}
        icon={lockedThrough ? <LockOutlined /> : <UnlockOutlined />}
        style={{ marginBottom: 16 }}
        message={
          <span data-testid="period-lock-state">
            {lockedThrough ? t('lock.current', { date: lockedThrough }) : t('lock.open')}
          </span>
        }
      />
      <Flex gap={8} wrap align="center">
        <DatePicker
          value={date}
          onChange={setDate}
          format={DATE_FORMAT}
          placeholder={t('lock.pick')}
          aria-label={t('lock.pick')}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        />
        <Button
          type="primary"
          icon={<LockOutlined />}
          disabled={!date}
          loading={saving}
          onClick={() => date && confirmClose(date.format(DATE_FORMAT))}
        >
          {t('lock.close')}
        </Button>
        {lockedThrough ? (
          <Popconfirm
            title={t('lock.openConfirm')}
            okText={t('common:actions.confirm')}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => save(null)}
          >
            <Button icon={<UnlockOutlined />} loading={saving}>
              {t('lock.reopen')}
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </Card>
  );
}
