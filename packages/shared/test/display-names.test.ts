import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacter, isReservedName, nameSkeleton } from '../src/display-names';
import { DisplayName } from '../src/schemas/profile';
import { SignUpBody } from '../src/schemas/auth';

const STAFF = ['Aria Monroe', 'Demo Admin'];

describe('invisible characters in names', () => {
  it.each([
    ['zero-width space', 'Aria\u200bMonroe'],
    ['zero-width non-joiner', 'Aria\u200cMonroe'],
    ['zero-width joiner', 'Aria\u200dMonroe'],
    ['word joiner', 'Aria\u2060Monroe'],
    ['byte order mark', 'Aria\ufeffMonroe'],
    ['soft hyphen', 'Aria\u00adMonroe'],
    ['left-to-right mark', 'Aria\u200eMonroe'],
    ['right-to-left override', 'Aria\u202eMonroe'],
    ['first strong isolate', 'Aria\u2068Monroe'],
    ['Arabic letter mark', 'Aria\u061cMonroe'],
    ['tag character', 'Aria\u{e0041}Monroe'],
    ['control character (tab)', 'Aria\tMonroe'],
    ['C1 control', 'Aria\u0085Monroe'],
    ['line separator', 'Aria\u2028Monroe'],
    ['Hangul filler', '\u3164'],
    ['blank Braille pattern', 'Aria\u2800Monroe'],
    ['combining grapheme joiner', 'Aria\u034fMonroe'],
  ])('sees a %s', (_label, name) => {
    expect(hasInvisibleCharacter(name)).toBe(true);
  });

  it('sees nothing invisible in ordinary names of any script, emoji included', () => {
    for (const name of ['Maria Monroe', '山田 花子', '김민지', 'محمد علي', 'Zoë', '❤️ fan'])
      expect(hasInvisibleCharacter(name), name).toBe(false);
  });

  it('makes the display-name schema refuse them with a clear message', () => {
    const result = DisplayName.safeParse('Aria\u200bMonroe');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Display names can't contain invisible or control characters.",
    );
  });

  it('makes the sign-up schema refuse them in the display name', () => {
    const body = {
      displayName: 'Ar\u00adia Mon\u2060roe',
      email: 'someone@example.org',
      password: 'a-long-password-42',
    };
    const result = SignUpBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['displayName', "Your display name can't contain invisible or control characters."],
    ]);
  });
});

describe('name skeletons', () => {
  it.each([
    ['case', 'aria monroe'],
    ['spaces around and repeated', '  Aria    Monroe  '],
    ['a zero-width space', 'Aria\u200bMonroe'],
    ['no space at all', 'AriaMonroe'],
    ['dots and underscores (usernames)', 'aria.monroe'],
    ['Cyrillic А', '\u0410ria Monroe'],
    ['Cyrillic о and е', 'Aria M\u043enro\u0435'],
    ['Greek Α and Ο', '\u0391ria M\u039fnroe'],
    ['digit 1 for i', 'Ar1a Monroe'],
    ['lower-case l for i', 'Arla Monroe'],
    ['capital I for i', 'ArIa Monroe'],
    ['digit 0 for o', 'Aria M0nr0e'],
    ['full-width letters', 'Ａｒｉａ Ｍｏｎｒｏｅ'],
    ['accents', 'Ária Mönroe'],
    ['rn for m', 'Aria rnonroe'],
    ['small capitals', 'ᴀʀɪᴀ ᴍᴏɴʀᴏᴇ'],
  ])('fold %s to the same name', (_label, name) => {
    expect(nameSkeleton(name)).toBe(nameSkeleton('Aria Monroe'));
    expect(isReservedName(name, STAFF)).toBe(true);
  });

  it('keeps names that only resemble a reserved one apart', () => {
    for (const name of [
      'Maria Monroe',
      'Ari Monro',
      'Aria Monroe Fan',
      'Marilyn Monroe',
      '山田 花子',
      '김민지',
      'محمد علي',
    ])
      expect(isReservedName(name, STAFF), name).toBe(false);
  });

  it('reserves the display names of every staff member, not only the artist', () => {
    expect(isReservedName('demo  ADM1N', STAFF)).toBe(true);
  });

  it('never matches on a name with nothing left after folding', () => {
    expect(nameSkeleton('...')).toBe('');
    expect(isReservedName('...', ['!!!', '...'])).toBe(false);
  });
});
