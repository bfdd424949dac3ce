// Issue 15 registration switches on the sandbox: the by-login variant's username (settings
// usernameRegistration) and registration by phone (settings emailPhoneRegistration). Each is a login
// identity of its own (migration 23: unique username, unique phone), found by the login call, whose `email`
// carries an email, a username or a phone number (spec 7 login has one identifier field).
import { sql, type Db } from './db';
import type { UserRow } from './accounts';
import { PLACEHOLDER_ADDRESS_DOMAIN } from '../../src/platform/profile';
import { loginIdentifierKind } from '../../src/identity/registration';

/** The phone of a registration by phone: code and number as digits, e.g. 356 + 21234567 -> 35621234567. */
export const loginPhoneOf = (phoneCode: string, phone: string): string => `${phoneCode}${phone}`.replace(/\D/g, '');

/**
 * The account's email when the player registered by phone: the platform needs one, so it is a placeholder in
 * the fixed dummy domain (spec 3 User: such an address counts as empty).
 */
export const phonePlaceholderEmail = (loginPhone: string): string => `phone.${loginPhone}@${PLACEHOLDER_ADDRESS_DOMAIN}`;

export const usernameTaken = (db: Db, username: string): boolean =>
  Boolean(sql(db, 'SELECT 1 FROM users WHERE username = ? COLLATE NOCASE').get(username.trim()));

export const loginPhoneTaken = (db: Db, loginPhone: string): boolean =>
  Boolean(sql(db, 'SELECT 1 FROM users WHERE login_phone = ?').get(loginPhone));

export function setLoginIdentities(db: Db, userId: number, identities: { username?: string | null; loginPhone?: string | null }): void {
  sql(db, 'UPDATE users SET username = ?, login_phone = ? WHERE id = ?').run(identities.username?.trim() || null, identities.loginPhone || null, userId);
}

/** The account a login identifier names: an email, a phone (code and number) or a username (loginIdentifierKind). */
export function findUserByLogin(db: Db, identifier: string): UserRow | undefined {
  const value = identifier.trim();
  switch (loginIdentifierKind(value)) {
    case 'email': return sql(db, 'SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(value) as UserRow | undefined;
    case 'phone': return sql(db, 'SELECT * FROM users WHERE login_phone = ?').get(value.replace(/\D/g, '')) as UserRow | undefined;
    default: return sql(db, 'SELECT * FROM users WHERE username = ? COLLATE NOCASE').get(value) as UserRow | undefined;
  }
}
