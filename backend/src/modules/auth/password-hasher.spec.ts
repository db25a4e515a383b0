import { PasswordHasher } from './password-hasher';

/**
 * A hash as argon2 0.44 stored it (parameters in m, t, p order; 0.45 writes m, p, t): accounts made before the
 * upgrade must still sign in.
 */
const STORED_BEFORE_0_45 =
  '$argon2id$v=19$m=19456,t=2,p=1$YQk+P5vz8tw/RS9XYhI68A$3VQAhpzjXL2CBoXAm9vBoV3XaK0bhC2Nm2fPpL+p/Qo';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ passwordHashing: 'owasp' });

  it('accepts the right password for a hash stored by the previous argon2 release, and only that one', async () => {
    expect(await hasher.verify(STORED_BEFORE_0_45, 'pw')).toBe(true);
    expect(await hasher.verify(STORED_BEFORE_0_45, 'pW')).toBe(false);
  });

  it('checks what it hashes, and refuses a malformed hash without throwing', async () => {
    const hash = await hasher.hash('Correct horse 1!');
    expect(await hasher.verify(hash, 'Correct horse 1!')).toBe(true);
    expect(await hasher.verify(hash, 'Correct horse 2!')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'Correct horse 1!')).toBe(false);
  });
});
