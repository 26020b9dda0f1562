// The support address the legal pages print. 'Contact Support' controls open a conversation with
// the team in the app instead (features/support, issue 30).
export const SUPPORT_EMAIL = 'support@fanclub.example';
