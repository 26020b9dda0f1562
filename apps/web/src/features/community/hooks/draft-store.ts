// The club post being written, kept for the tab: its text in sessionStorage, its pictures in
// memory (files cannot be stored; a reload keeps only the text). Apart from use-draft.ts so the
// feed's "Continue your draft…" reads it without the composer's hook on the first load.

export interface Draft {
  text: string;
  title: string;
  visibility: 'free' | 'fanplus' | 'vip';
  files: File[];
}

export const DRAFT_KEY = 'fanclub:club-draft';
export const emptyDraft: Draft = { text: '', title: '', visibility: 'free', files: [] };
let kept: Draft | null = null;

/** The draft as last kept in this page, else as saved in the tab, else empty. */
export function storedDraft(): Draft {
  if (kept) return kept;
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return emptyDraft;
    const saved = JSON.parse(raw) as Partial<Draft>;
    return {
      ...emptyDraft,
      text: typeof saved.text === 'string' ? saved.text : '',
      title: typeof saved.title === 'string' ? saved.title : '',
      visibility:
        saved.visibility === 'fanplus' || saved.visibility === 'vip' ? saved.visibility : 'free',
    };
  } catch {
    return emptyDraft;
  }
}

export function keepDraft(draft: Draft) {
  kept = draft;
}

/** Whether a draft waits (the composer's entry row says so). */
export function hasDraft(): boolean {
  const draft = storedDraft();
  return draft.text.trim().length > 0 || draft.files.length > 0;
}
