/**
 * After a failed submit, move focus to the first field marked invalid so keyboard and
 * screen-reader users land on the problem. Deferred one frame so React has rendered the errors.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
