/**
 * The server's reason a member inside the community cannot write now ("You are muted in the
 * community until …", banned), when its answer carries one (`writeBlock`); null otherwise. Read
 * loosely so an answer without the field still works.
 */
export function writeBlockMessage(answer: object | undefined): string | null {
  const block = (answer as { writeBlock?: { message?: unknown } | null } | undefined)?.writeBlock;
  return typeof block?.message === 'string' ? block.message : null;
}
