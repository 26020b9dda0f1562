// A post being written survives a failed send, closing the composer and a reload (draft-store.ts
// keeps it: the text in sessionStorage, the chosen pictures in memory).
import { useEffect, useState } from 'react';
import { DRAFT_KEY, emptyDraft, keepDraft, storedDraft } from './draft-store';
import type { Draft } from './draft-store';

export function useDraft() {
  const [draft, setDraft] = useState<Draft>(storedDraft);
  useEffect(() => {
    keepDraft(draft);
    try {
      if (!draft.text && !draft.title) sessionStorage.removeItem(DRAFT_KEY);
      else
        sessionStorage.setItem(
          DRAFT_KEY,
          JSON.stringify({ text: draft.text, title: draft.title, visibility: draft.visibility }),
        );
    } catch {
      // Private mode or a full quota: the draft still lives in memory.
    }
  }, [draft]);
  const clear = () => setDraft(emptyDraft);
  return { draft, setDraft, clear };
}
