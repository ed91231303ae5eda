import { useSaveRecord, type SaveMessages } from '../../hooks/useRecordMutations';
import { FormModal, type FormModalProps } from '../FormModal';

/** What a page hands a dialog that saves: whether it is open, and what follows a close and a save. */
export interface DialogProps {
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

export type RecordFormModalProps<T> = Omit<FormModalProps<T>, 'onFinish'> &
  DialogProps & {
    /** The dialog changes a stored record ("Edit successful"); left out, it adds one ("Add successful"). */
    editing?: boolean;
    /**
     * Sends the values. Once it resolves the success message shows and the dialog closes; a failure shows
     * its reason and keeps the form (a `SaveCancelled` silently).
     */
    save(values: T): Promise<unknown>;
    /** Messages of the dialog's own, in place of the common ones. */
    messages?: SaveMessages;
    /** The date field (of `form`) under which a refusal for a closed period is shown. */
    dateField?: string;
  };

/** A `FormModal` that saves a record with the common messages, then tells the page (`onSaved`). */
export function RecordFormModal<T = Record<string, unknown>>({
  editing = false,
  save,
  onSaved,
  messages,
  dateField,
  ...rest
}: RecordFormModalProps<T>) {
  const saveRecord = useSaveRecord(
    editing,
    onSaved,
    messages,
    dateField && rest.form ? { form: rest.form, name: dateField } : undefined,
  );
  return <FormModal<T> {...rest} onFinish={(values) => saveRecord(() => save(values))} />;
}
