import { describe, expect, it } from 'vitest';
import { FREE_TRIES, MAX_KEPT, MAX_WAIT_MS, PAIR_MAX, SignInLimits } from './sign-in-limits';

describe('sign-in limits (issue 38 scope 4)', () => {
  it('backs an account off after five wrong passwords, whatever address each came from', () => {
    let t = 1_000_000;
    const limits = new SignInLimits(() => t);
    // Rotating addresses (or X-Forwarded-For) gains nothing: the count is the account's.
    for (let i = 0; i < FREE_TRIES; i++) {
      expect(limits.waitFor('Owner', `10.0.0.${i}`)).toBe(0);
      limits.failed('Owner', `10.0.0.${i}`);
    }
    expect(limits.waitFor('owner', '10.9.9.9')).toBe(1000);
    t += 1000;
    expect(limits.waitFor('owner', '10.9.9.9')).toBe(0);
    limits.failed('owner', '10.9.9.9');
    expect(limits.waitFor('owner', '10.9.9.8')).toBe(2000);
    for (let i = 0; i < 40; i++) limits.failed('owner', '10.9.9.7');
    expect(limits.waitFor('owner', '10.1.1.1')).toBe(MAX_WAIT_MS);
  });

  it('does not hold back other accounts behind the same address, and a right password clears the count', () => {
    const t = 5_000_000;
    const limits = new SignInLimits(() => t);
    for (let i = 0; i < 50; i++) limits.failed('mallory-target', '192.168.1.1');
    // The office router: one person's wrong passwords leave everyone else's sign-in alone.
    expect(limits.waitFor('office', '192.168.1.1')).toBe(0);
    expect(limits.waitFor('foreman', '192.168.1.1')).toBe(0);
    for (let i = 0; i < FREE_TRIES - 1; i++) limits.failed('office', '192.168.1.1');
    limits.succeeded('office', '192.168.1.1');
    expect(limits.waitFor('office', '192.168.1.1')).toBe(0);
  });

  it('refuses an address that keeps guessing one account even inside the free tries of a fresh count', () => {
    let t = 9_000_000;
    const limits = new SignInLimits(() => t);
    for (let i = 0; i < PAIR_MAX; i++) {
      limits.failed('owner', '10.0.0.1');
      t += 60 * 60_000 * 25; // a day apart: the account's own count starts again each time
    }
    expect(limits.waitFor('owner', '10.0.0.1')).toBe(0);
    const limits2 = new SignInLimits(() => t);
    for (let i = 0; i < PAIR_MAX; i++) limits2.failed('owner', '10.0.0.1');
    expect(limits2.waitFor('owner', '10.0.0.1')).toBeGreaterThan(0);
    expect(limits2.waitFor('owner', '10.0.0.2')).toBeGreaterThan(0); // the account's backoff
    expect(limits2.waitFor('office', '10.0.0.1')).toBe(0);
  });

  it('keeps the count of the account under attack when a flood of made-up names fills the memory', () => {
    let t = 20_000_000;
    const limits = new SignInLimits(() => t);
    for (let i = 0; i < FREE_TRIES + 3; i++) limits.failed('owner', '10.0.0.1');
    const wait = limits.waitFor('owner', '10.0.0.1');
    expect(wait).toBeGreaterThan(0);
    // Made-up names between the attacker's own tries on the real account: the oldest quiet names are dropped.
    for (let i = 0; i < MAX_KEPT * 2; i++) {
      limits.failed(`nobody-${i}`, `10.1.${i >> 8}.${i & 255}`);
      if (i % 5000 === 0) limits.failed('owner', '10.0.0.1');
    }
    t += 1;
    expect(limits.waitFor('owner', '10.0.0.9')).toBeGreaterThan(0);
    // Only the oldest made-up names are forgotten.
    expect(limits.waitFor('nobody-0', '10.1.0.0')).toBe(0);
  });
});
