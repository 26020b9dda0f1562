import { describe, expect, it } from 'vitest';
import { Email, NewPassword, SignInBody, SignUpBody } from '@fanclub/shared/schemas/auth';
import { checkForm, fieldProblem, hasErrors } from '../src/lib/form-errors';

// The auth forms check their fields with the server's own schemas: these are the messages a
// person sees under each field, and what the form sends when it passes.
describe('checking a form with a shared schema', () => {
  it('gives the first message of every field that fails, and no data', () => {
    const check = checkForm(SignUpBody, {
      displayName: ' ',
      email: 'not-an-address',
      password: '',
    });
    expect(check.ok).toBe(false);
    expect(check.errors).toEqual({
      displayName: 'Please enter your display name.',
      email: 'Please enter a valid email address.',
      password: 'Please choose a password.',
    });
    expect(hasErrors(check.errors)).toBe(true);
  });

  it('gives the values the server would store when every field passes', () => {
    const check = checkForm(SignUpBody, {
      displayName: ' Ada Fan ',
      email: ' Ada@Example.com ',
      password: 'correct horse',
    });
    expect(check).toEqual({
      ok: true,
      errors: {},
      data: { displayName: 'Ada Fan', email: 'ada@example.com', password: 'correct horse' },
    });
    expect(hasErrors(check.errors)).toBe(false);
  });

  it('asks for what is missing before judging its form on the sign-in form', () => {
    expect(checkForm(SignInBody, { email: '', password: '' }).errors).toEqual({
      email: 'Please enter your email.',
      password: 'Please enter your password.',
    });
  });

  it('checks one field alone', () => {
    expect(fieldProblem(Email, ' fan@example.com ')).toBeUndefined();
    expect(fieldProblem(Email, 'fan@')).toBe('Please enter a valid email address.');
    expect(fieldProblem(NewPassword, '')).toBe('Please choose a password.');
    expect(fieldProblem(NewPassword, 'short')).toBe('Use at least 8 characters.');
    expect(fieldProblem(NewPassword, 'long enough')).toBeUndefined();
  });
});
