import { ModalForm, type ModalFormProps } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';

export type FormModalProps<T> = Omit<ModalFormProps<T>, 'onOpenChange' | 'submitter'> & {
  /** Called when the dialog closes (Cancel, the close icon or Escape). */
  onClose(): void;
  /** Labels beside their fields, this many of 24 columns wide; left out: the form's own layout. */
  labelSpan?: number;
};

/**
 * The add/edit dialog of our forms: destroyed when hidden, not closed by a mask click, with Save and Cancel
 * buttons. Never taller than the window: the fields scroll inside, Save stays in sight. `modalProps` given
 * here are merged over those defaults.
 */
export function FormModal<T = Record<string, unknown>>({
  onClose,
  labelSpan,
  modalProps,
  ...rest
}: FormModalProps<T>) {
  const { t } = useTranslation('common');
  return (
    <ModalForm<T>
      {...(labelSpan ? { layout: 'horizontal' as const, labelCol: { span: labelSpan } } : {})}
      {...rest}
      modalProps={{
        destroyOnHidden: true,
        maskClosable: false,
        styles: { body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', overflowX: 'hidden' } },
        ...modalProps,
      }}
      onOpenChange={(visible) => {
        if (!visible) onClose();
      }}
      submitter={{
        searchConfig: { submitText: t('actions.save'), resetText: t('actions.cancel') },
      }}
    />
  );
}
