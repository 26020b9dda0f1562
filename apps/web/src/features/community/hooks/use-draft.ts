// A post being written survives a failed send, closing the composer and a reload: the text in
// sessionStorage (this tab only), the chosen pictures in memory for as long as the page lives
// (files cannot be stored; a reload keeps only the text).
import { useEffect, useState } from 'react';

const KEY = 'fanclub:club-draft';

export interface Draft {
  text: string;
  title: string;
  visibility: 'free' | 'fanplus' | 'vip';
  files: File[];
}

const empty: Draft = { text: '', title: '', visibility: 'free', files: [] };
let kept: Draft | null = null;

function stored(): Draft {
  if (kept) return kept;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return empty;
    const saved = JSON.parse(raw) as Partial<Draft>;
    return {
      ...empty,
      text: typeof saved.text === 'string' ? saved.text : '',
      title: typeof saved.title === 'string' ? saved.title : '',
      visibility:
        saved.visibility === 'fanplus' || saved.visibility === 'vip' ? saved.visibility : 'free',
    };
  } catch {
    return empty;
  }
}

export function useDraft() {
  const [draft, setDraft] = useState<Draft>(stored);
  useEffect(() => {
    kept = draft;
    try {
      if (!draft.text && !draft.title) sessionStorage.removeItem(KEY);
      else
        sessionStorage.setItem(
          KEY,
          JSON.stringify({ text: draft.text, title: draft.title, visibility: draft.visibility }),
        );
    } catch {
      // Private mode or a full quota: the draft still lives in memory.
    }
  }, [draft]);
  const clear = () => setDraft(empty);
  return { draft, setDraft, clear };
}

/** Whether a draft waits (the composer's entry row says so). */
export function hasDraft(): boolean {
  const draft = stored();
  return draft.text.trim().length > 0 || draft.files.length > 0;
}
