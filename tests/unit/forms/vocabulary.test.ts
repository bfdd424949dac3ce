import { describe, it, expect } from 'vitest';
import {
  isEmail, emailKeyAllowed, phoneProblem, phoneKeyBlocked, passwordProblems, ageOn, dateOfBirthProblem, defaultDateOfBirth, dateOfBirthDefaults,
  dateOfBirthRange, cardNumberValid, cvcValid, cardExpiryProblem, ifscValid, upiIdValid, uploadProblem, UPLOAD_MAX_BYTES,
  FORMATS, MESSAGE_KEYS, nicknameValid, personNameValid,
} from '../../../src/forms/vocabulary';

const today = new Date(2026, 10, 22); // 22 Nov 2026

describe('spec 5 validation vocabulary', () => {
  it('spec 5 Email: a standard address pattern is required', () => {
    expect(isEmail('player@sandbox.test')).toBe(true);
    expect(isEmail('first.last+tag@mail.example.co')).toBe(true);
    for (const bad of ['player', 'player@', '@sandbox.test', 'a b@c.de', 'player@sandbox']) expect(isEmail(bad), bad).toBe(false);
  });
  it('spec 5 Email: only letters, digits and @ . _ % + - plus Tab, Backspace and Delete are accepted keys', () => {
    for (const key of ['a', 'Z', '7', '@', '.', '_', '%', '+', '-', 'Tab', 'Backspace', 'Delete']) expect(emailKeyAllowed(key), key).toBe(true);
    for (const key of [' ', '!', '#', '(', ',', 'é', '/']) expect(emailKeyAllowed(key), key).toBe(false);
  });
  it("spec 5 Phone: too short gives 'Number is too short', too long 'Number is too long'", () => {
    expect(phoneProblem('356', '2123')).toBe('phoneTooShort');
    expect(phoneProblem('356', '21234567')).toBeNull();
    expect(phoneProblem('356', '2123456789012')).toBe('phoneTooLong');
    expect(phoneProblem('+44', '7911123456')).toBeNull();
  });
  it('spec 5 Phone: digits only; a key is blocked when the number is already too long', () => {
    expect(phoneProblem('44', '79-11')).toBe('format');
    expect(phoneKeyBlocked('44', '791112', 'a')).toBe(true);
    expect(phoneKeyBlocked('44', '791112', '3')).toBe(false);
    expect(phoneKeyBlocked('356', '21234567', '8')).toBe(true);
    expect(phoneKeyBlocked('356', '21234567', 'Backspace')).toBe(false);
  });
  it('spec 5 Password: minimum the given value or 6, maximum 255, extra rules from settings', () => {
    expect(passwordProblems('abc12')).toEqual(['minLength']);
    expect(passwordProblems('abcdef')).toEqual([]);
    expect(passwordProblems('abcdefgh', { minLength: 10 })).toEqual(['minLength']);
    expect(passwordProblems('x'.repeat(256))).toEqual(['maxLength']);
    expect(passwordProblems('abcdefgh', { digit: true, specialCharacter: true, uppercase: true })).toEqual(['passwordDigit', 'passwordSpecialCharacter', 'passwordUppercase']);
    expect(passwordProblems('Abcdef1!', { digit: true, specialCharacter: true, uppercase: true })).toEqual([]);
  });
  it('spec 5 Date of birth: the user must be at least 18 years old; the profile input allows at most 100', () => {
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(dateOfBirthProblem('2008-11-22', today)).toBeNull();
    expect(dateOfBirthProblem('2008-11-23', today)).toBe('minAge');
    expect(dateOfBirthProblem('1925-01-01', today)).toBe('maxAge');
    expect(dateOfBirthProblem('2001-02-30', today)).toBe('format');
  });
  it('spec 5 Date of birth: 1900-01-01 and empty become 18 years ago; the picker offers the last 100 years', () => {
    expect(defaultDateOfBirth('1900-01-01', today)).toBe('2008-11-22');
    expect(defaultDateOfBirth('', today)).toBe('2008-11-22');
    expect(defaultDateOfBirth('1990-05-04', today)).toBe('1990-05-04');
    expect(dateOfBirthRange(today)).toEqual({ min: '1926-11-22', max: '2008-11-22' });
  });
  it("spec 5 Date of birth: every form's date-of-birth field it shows (registration, payment profile) starts at 18 years ago", () => {
    const schema = { properties: {
      dateOfBirth: { type: 'string', format: 'date', 'x-minAge': 18 },
      expiry: { type: 'string', format: 'date' },
      firstName: { type: 'string' },
    } };
    expect(dateOfBirthDefaults(schema, {}, today)).toEqual({ dateOfBirth: '2008-11-22' });
    expect(dateOfBirthDefaults(schema, { dateOfBirth: '1900-01-01' }, today)).toEqual({ dateOfBirth: '2008-11-22' });
    expect(dateOfBirthDefaults(schema, { dateOfBirth: '1990-05-04' }, today)).toEqual({});
    // A form without the field (a registration config that leaves it out) gets nothing.
    expect(dateOfBirthDefaults({ properties: { firstName: { type: 'string' } } }, {}, today)).toEqual({});
  });
  it('spec 5 Card: number valid, CVC exactly 3 digits, expiry MM/YY with its three messages', () => {
    expect(cardNumberValid('4111 1111 1111 1111')).toBe(true);
    expect(cardNumberValid('4111 1111 1111 1112')).toBe(false);
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('1234')).toBe(false);
    expect(cardExpiryProblem('12/27', today)).toBeNull();
    expect(cardExpiryProblem('11/26', today)).toBeNull();
    expect(cardExpiryProblem('10/26', today)).toBe('cardExpiryPast');
    expect(cardExpiryProblem('13/27', today)).toBe('cardExpiryMonth');
    expect(cardExpiryProblem('1227', today)).toBe('cardExpiryFormat');
  });
  it('spec 5 Withdrawal: IFSC 8 to 15 characters; UPI ID like name@handle', () => {
    expect(ifscValid('SBIN0001')).toBe(true);
    expect(ifscValid('SBIN001')).toBe(false);
    expect(ifscValid('A'.repeat(16))).toBe(false);
    expect(upiIdValid('player.one@okaxis')).toBe(true);
    expect(upiIdValid('player')).toBe(false);
    expect(upiIdValid('@okaxis')).toBe(false);
  });
  it('spec 5 Upload: only jpg, pdf and png, below 25MB', () => {
    expect(uploadProblem({ name: 'passport.JPG', size: 1000 })).toBeNull();
    expect(uploadProblem({ name: 'bill.pdf', size: UPLOAD_MAX_BYTES - 1 })).toBeNull();
    expect(uploadProblem({ name: 'bill.docx', size: 10 })).toBe('uploadType');
    expect(uploadProblem({ name: 'scan.png', size: UPLOAD_MAX_BYTES })).toBe('uploadSize');
  });
});

describe('names and nicknames: letters, not markup (issue 10 item 15; spec 5 Names: at most 255)', () => {
  it('person names of many kinds are fine', () => {
    for (const name of ['Maria', "O'Brien", 'Jean-Luc', 'St. John', 'Zoë', 'José María', 'Åsa', 'Nguyễn', 'Σωκράτης', 'Иван', 'Borg’s']) {
      expect(personNameValid(name), name).toBe(true);
      expect(FORMATS['person-name'](name, new Date()), name).toBeNull();
    }
  });

  it('markup, digits, symbols and names over 255 characters are refused with their own message', () => {
    for (const name of ['<img src=x onerror=alert(1)>', 'Maria<script>', 'R2D2', 'a@b', '"quoted"', '--', "'", 'x'.repeat(256)]) {
      expect(personNameValid(name), name).toBe(false);
      expect(FORMATS['person-name'](name, new Date()), name).toBe('personName');
    }
    expect(MESSAGE_KEYS.personName).toBe('text.form.validation.personName');
  });

  it('nicknames: 2 to 30 letters, digits, dots, hyphens or underscores', () => {
    for (const nick of ['lucky_maria', 'Ace', 'jo', 'player.one', 'x-42', 'Zoë7']) expect(nicknameValid(nick), nick).toBe(true);
    for (const nick of ['a', 'x'.repeat(31), '<b>hi</b>', 'two words', 'semi;colon']) {
      expect(nicknameValid(nick), nick).toBe(false);
      expect(FORMATS.nickname(nick, new Date())).toBe('nickname');
    }
  });
});
