// What "Change address" on the Check your inbox screen brings back to the sign-up form. The name
// and address sit in sessionStorage (this tab only, gone when it closes); the password is kept
// only in memory, never written anywhere, so a reload asks for it again.
const KEY = 'fanclub.sign-up-draft';

export interface SignUpDraft {
  displayName: string;
  email: string;
  password: string;
}

let password = '';

export function saveSignUpDraft(draft: SignUpDraft): void {
  password = draft.password;
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ displayName: draft.displayName, email: draft.email }),
    );
  } catch {
    // Private mode or storage full: the form then starts empty, nothing breaks.
  }
}

export function loadSignUpDraft(): SignUpDraft {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<SignUpDraft>;
    return {
      displayName: typeof kept.displayName === 'string' ? kept.displayName : '',
      email: typeof kept.email === 'string' ? kept.email : '',
      password,
    };
  } catch {
    return { displayName: '', email: '', password };
  }
}
