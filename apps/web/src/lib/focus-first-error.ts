/**
 * After a failed submit, move focus to the first field marked invalid so keyboard and
 * screen-reader users land on the problem. Waits for React to have rendered the errors: one
 * frame after a click, a few more when the check ran after an await (the payment forms load
 * their rules first), where React renders the update on its own schedule.
 */
export function focusFirstError(form: HTMLFormElement | null, framesLeft = 10): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (framesLeft > 0) focusFirstError(form, framesLeft - 1);
  });
}
