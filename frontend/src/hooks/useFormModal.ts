import { useCallback, useState } from 'react';

/**
 * Open/close state of a page's add/edit dialog. `openForm(null)` adds, `openForm(item)` edits; every opening
 * bumps `formKey` so the dialog starts from fresh initial values. `saved` closes it and runs `afterSave`
 * (e.g. the list's reload).
 */
export function useFormModal<T>(afterSave?: () => void) {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const openForm = useCallback((item: T | null) => {
    setEditing(item);
    setFormKey((key) => key + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const saved = () => {
    setOpen(false);
    afterSave?.();
  };

  return { editing, open, formKey, openForm, close, saved };
}
