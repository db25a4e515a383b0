import { randomUUID } from 'node:crypto';
import { FixedClock } from '@petart/domain/testing';
import type { AppConfig } from '../../platform/config/app-config';
import { VERIFY_PROOF_TTL_SECONDS, VerificationProofs } from './verification-proof';

describe('VerificationProofs (the registering browser proof for the emailed link)', () => {
  const now = Date.UTC(2026, 11, 1, 12, 0, 0);
  const clock = new FixedClock(now);
  const proofs = new VerificationProofs(
    { jwtSecret: 'unit-secret-unit-secret-unit-secret-0123' } as AppConfig,
    clock,
  );
  const user = randomUUID();

  it('proves its own user until it expires, one hour on', () => {
    const proof = proofs.issue(user, now);
    expect(proofs.proves(proof, user, now)).toBe(true);
    expect(proofs.proves(proof, user, now + VERIFY_PROOF_TTL_SECONDS * 1000 - 1)).toBe(true);
    expect(proofs.proves(proof, user, now + VERIFY_PROOF_TTL_SECONDS * 1000)).toBe(false);
    expect(VERIFY_PROOF_TTL_SECONDS).toBe(3600);
  });

  it('proves no other user, and no proof that was altered, forged or made with another key', () => {
    const proof = proofs.issue(user, now);
    expect(proofs.proves(proof, randomUUID(), now)).toBe(false);
    const [expires = '', mac = ''] = proof.split('.');
    expect(proofs.proves(`${Number(expires) + 3600}.${mac}`, user, now)).toBe(false);
    expect(proofs.proves(`${proof}x`, user, now)).toBe(false);
    expect(proofs.proves(`${proof}.1`, user, now)).toBe(false);
    for (const forged of [undefined, '', 'forged.1', `${expires}.`, `.${mac}`, `-1.${mac}`, `1e12.${mac}`])
      expect(proofs.proves(forged, user, now)).toBe(false);
    const other = new VerificationProofs(
      { jwtSecret: 'other-secret-other-secret-other-secret' } as AppConfig,
      clock,
    );
    expect(proofs.proves(other.issue(user, now), user, now)).toBe(false);
  });

  it("reads the app's clock when no time is given: a clock moved past the lifetime ends the proof", () => {
    const moving = new FixedClock(now);
    const onClock = new VerificationProofs(
      { jwtSecret: 'unit-secret-unit-secret-unit-secret-0123' } as AppConfig,
      moving,
    );
    const proof = onClock.issue(user);
    expect(onClock.proves(proof, user)).toBe(true);
    moving.advance(VERIFY_PROOF_TTL_SECONDS * 1000);
    expect(onClock.proves(proof, user)).toBe(false);
  });
});
