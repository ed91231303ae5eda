/**
 * Whether `element` is a field a person types or chooses in. A focus that arrives late (a dialog's
 * "opened" callback after its animation, slower on a busy machine) must not pull someone already in
 * a field back out of it.
 */
export function isField(element: Element | null): boolean {
  return (
    element?.matches('input, textarea, select, [contenteditable]:not([contenteditable="false"])') ?? false
  );
}
