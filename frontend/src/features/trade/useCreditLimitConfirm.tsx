import { App, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { ApiError } from '../../services/errors';
import { isCreditLimitRefusal } from './refusals';

/**
 * a sale over the customer's credit limit is refused with 409 unless the user confirms
 * it. `send(false)` is tried first; on that refusal the user sees the server's message and "save
 * anyway?", and `send(true)` goes out only on OK. Declining throws `SaveCancelled` (no error message:
 * the user chose; the form stays open).
 */
export function useCreditLimitConfirm() {
  const { t } = useTranslation('trade');
  const { modal } = App.useApp();

  const confirm = useCallback(
    (serverMessage: string) =>
      modal.confirm({
        title: t('credit.title'),
        content: (
          <>
            <Typography.Paragraph data-testid="credit-limit-message">{serverMessage}</Typography.Paragraph>
            <Typography.Text strong>{t('credit.question')}</Typography.Text>
          </>
        ),
        okText: t('credit.saveAnyway'),
        cancelText: t('common:actions.cancel'),
        okButtonProps: { danger: true },
        width: 480,
      }),
    [modal, t],
  );

  return useCallback(
    async <T,>(send: (overCreditLimit: boolean) => Promise<T>): Promise<T> => {
      try {
        return await send(false);
      } catch (error) {
        if (!(error instanceof ApiError) || !isCreditLimitRefusal(error)) throw error;
        if (!(await confirm(error.serverMessage ?? error.message))) throw new SaveCancelled();
        return send(true);
      }
    },
    [confirm],
  );
}
