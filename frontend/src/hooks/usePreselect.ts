import type { FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * Fills `value` into the form's field `name` once it is known (a default loaded after the form opened),
 * when the field is still empty: never over a choice already made, and without remounting the form,
 * which would lose whatever the person typed meanwhile.
 */
export function usePreselect(form: FormInstance, name: string, value: unknown): void {
  useEffect(() => {
    if (value !== undefined && form.getFieldValue(name) == null) form.setFieldValue(name, value);
  }, [form, name, value]);
}
