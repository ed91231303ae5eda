import { App, type ButtonProps, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOr } from '../services/errors';

/**
 * Deletes a table row with the common messages: "Delete successful", then `onDeleted` (e.g. a reload); on
 * an error "Delete failed: <reason>" (or just "Delete failed"); nothing when the user called it off on
 * the way (`SaveCancelled`).
 */
export function useDeleteRow() {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  return useCallback(
    async (remove: () => Promise<unknown>, onDeleted: () => void) => {
      try {
        await remove();
        message.success(t('messages.deleteSuccess'));
        onDeleted();
      } catch (error) {
        if (error instanceof SaveCancelled) return;
        const reason = messageOr(error, '');
        message.error(reason ? `${t('messages.deleteFailed')}: ${reason}` : t('messages.deleteFailed'));
      }
    },
    [message, t],
  );
}

/**
 * Thrown by a save that ends without a message of its own, the form staying open: the user called it off
 * on the way (declined a confirm), or the form already shows why (a refusal marked on its line).
 */
export class SaveCancelled extends Error {
  constructor() {
    super('save cancelled');
    this.name = 'SaveCancelled';
  }
}

/** Whether a save was refused because someone changed the record since it was loaded (409 STALE_VERSION). */
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'STALE_VERSION';
}

/**
 * What a save refused as stale shows: who-changed-it is the server's message (with the version now),
 * and a choice between reloading the current data (`reload`: the form closes unsaved, the screen reads
 * again) and going back to the form. Nothing is ever saved over the other change.
 */
export function useStaleVersionNotice() {
  const { t } = useTranslation('common');
  const { modal, message } = App.useApp();
  return useCallback(
    (error: ApiError, reload: () => void) => {
      void modal.confirm({
        title: t('stale.title'),
        content: (
          <>
            <p data-testid="stale-message">{error.serverMessage ?? error.message}</p>
            <p>{t('stale.hint')}</p>
          </>
        ),
        okText: t('stale.reload'),
        cancelText: t('stale.keep'),
        okButtonProps: { 'data-testid': 'stale-reload' } as ButtonProps,
        onOk: () => {
          reload();
          message.info(t('stale.reloaded'));
        },
      });
    },
    [message, modal, t],
  );
}

/** A form's own success and failure messages, in place of the common ones. */
export interface SaveMessages {
  success: string;
  failed: string;
}

/** A form's date field, where a refusal for a closed period is shown. */
export interface DateFieldRef {
  form: FormInstance;
  name: string;
}

/**
 * Shows a refusal for a closed period under the form's date field (the server's message, in the user's
 * language), the date left as typed; answers whether it was one.
 */
export function showPeriodClosed(error: unknown, dateField: DateFieldRef | undefined): boolean {
  if (!dateField || !(error instanceof ApiError) || error.code !== 'PERIOD_CLOSED') return false;
  dateField.form.setFields([{ name: dateField.name, errors: [messageOr(error, error.message)] }]);
  dateField.form.scrollToField(dateField.name);
  return true;
}

/**
 * Saves an add/edit form with the common messages ("Add successful" / "Edit successful", else the error or
 * "Save failed") or the form's own, and resolves to whether the dialog may close, as `ModalForm`'s
 * `onFinish` expects. With `dateField`, a refusal for a closed period is shown under that field instead.
 */
export function useSaveRecord(
  editing: boolean,
  onSaved: () => void,
  messages?: SaveMessages,
  dateField?: DateFieldRef,
) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const staleNotice = useStaleVersionNotice();
  return async (save: () => Promise<unknown>): Promise<boolean> => {
    try {
      await save();
      message.success(messages?.success ?? t(editing ? 'messages.editSuccess' : 'messages.addSuccess'));
      onSaved();
      return true;
    } catch (error) {
      // Someone changed it since the form was loaded: never saved over; reloading closes the form.
      if (isStaleVersion(error)) staleNotice(error, onSaved);
      else if (!(error instanceof SaveCancelled) && !showPeriodClosed(error, dateField)) {
        message.error(messageOr(error, messages?.failed ?? t('messages.saveFailed')));
      }
      return false;
    }
  };
}
