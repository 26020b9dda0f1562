const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL is a well-formed uuid: only then may it be compared to a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
