import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Side } from '../../services/types';
import { StatementRangePicker } from './StatementRangePicker';
import { defaultStatementRange, statementPath } from './statementLink';

export interface StatementPartner {
  code: string;
  short_name: string;
}

interface Props {
  side: Side;
  /** The partner whose statement to open; null: closed. */
  partner: StatementPartner | null;
  onClose(): void;
}

/** Asks for the period, then opens the partner's statement of account page. */
export function StatementModal({ side, partner, onClose }: Props) {
  const { t } = useTranslation('balance');
  const navigate = useNavigate();
  const [range, setRange] = useState<[string, string]>(() => defaultStatementRange());

  const open = () => {
    if (!partner) return;
    navigate(statementPath({ side, code: partner.code, start_date: range[0], end_date: range[1] }));
  };

  return (
    <Modal
      open={partner !== null}
      title={partner ? `${t('statement.title')} · ${partner.short_name}` : t('statement.title')}
      okText={t('statement.open')}
      cancelText={t('common:actions.cancel')}
      onOk={open}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('statement.period')} htmlFor="statement-range">
          <StatementRangePicker id="statement-range" value={range} onChange={setRange} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
