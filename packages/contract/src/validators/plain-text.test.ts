import { describe, expect, it } from 'vitest';
import { containsReservedWord, findControlCharacters, hasInvisibleFormatting } from './plain-text';
import { nicknameSchema } from './codes';
import { issueKeys } from '../test-support';

describe('text every field refuses', () => {
  it('finds NUL and other control characters anywhere in a request, naming the path', () => {
    expect(findControlCharacters({ phone: '138', profile: { names: ['ok', 'n\u0000ul'] } })).toBe('profile.names.1');
    expect(findControlCharacters({ note: 'line one\nline two\ttabbed\r\n' })).toBeNull();
    expect(findControlCharacters({ 'ke\u0007y': 'x' })).toBe('ke\u0007y');
    expect(findControlCharacters('a\u009bb')).toBe('body');
    expect(findControlCharacters({ n: 1, b: true, z: null })).toBeNull();
  });

  it('keeps nicknames free of bidi tricks and names that pass for the platform', () => {
    expect(hasInvisibleFormatting('abc\u202Etxt.exe')).toBe(true);
    expect(containsReservedWord('Ad min')).toBe(true);
    expect(containsReservedWord('小明客服')).toBe(true);
    expect(containsReservedWord('WhiteHat')).toBe(false);
    expect(issueKeys(nicknameSchema, 'x\u2066y')).toEqual(['nickname.invalid']);
    expect(issueKeys(nicknameSchema, 'Official')).toEqual(['nickname.reserved']);
    expect(issueKeys(nicknameSchema, '白帽小王')).toEqual([]);
  });
});
