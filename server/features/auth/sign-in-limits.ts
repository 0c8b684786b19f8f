/**
 * Sign-in limits (issue 38 scope 4, docs/decisions/082-access-issue-38-scope-3-and-4.md): counted per account, not per address, so rotating
 * addresses (or X-Forwarded-For) gains nothing and one address (an office router) does not lock every account out.
 *
 * - Per account (the username as typed, lowercased; unknown names too, so the answer tells nothing): the first
 *   FREE_TRIES wrong passwords are answered at once; after that each try must wait 1 s, 2 s, 4 s … (doubling,
 *   at most MAX_WAIT_MS) after the last wrong one, and a try inside the wait is refused (429) without checking the
 *   password, so it teaches nothing. A right password clears the account's count.
 * - Per address and account: PAIR_MAX wrong passwords in WINDOW_MS refuse that address for that account only.
 * Kept in memory, per server process.
 */
export const FREE_TRIES = 5;
export const MAX_WAIT_MS = 15 * 60_000;
export const PAIR_MAX = 10;
export const WINDOW_MS = 15 * 60_000;
/** Accounts (and address + account pairs) remembered at most; past it the longest quiet are forgotten first. */
export const MAX_KEPT = 10_000;

type Count = { failures: number; lastFailure: number };

export class SignInLimits {
  private accounts = new Map<string, Count>();
  private pairs = new Map<string, Count>();

  constructor(private now: () => number = Date.now) {}

  /** How long (ms) this try must still wait; 0: check the password. */
  waitFor(username: string, address: string): number {
    const t = this.now();
    const pair = this.pairs.get(`${address} ${username.toLowerCase()}`);
    if (pair && t - pair.lastFailure < WINDOW_MS && pair.failures >= PAIR_MAX) return WINDOW_MS - (t - pair.lastFailure);
    const account = this.accounts.get(username.toLowerCase());
    if (!account || account.failures < FREE_TRIES) return 0;
    const wait = Math.min(MAX_WAIT_MS, 1000 * 2 ** (account.failures - FREE_TRIES));
    return Math.max(0, account.lastFailure + wait - t);
  }

  failed(username: string, address: string): void {
    const t = this.now();
    const bump = (map: Map<string, Count>, key: string, window: number) => {
      const c = map.get(key);
      const fresh = !c || t - c.lastFailure >= window;
      // Deleted and set again, so a Map's order is the order of the last wrong password: the oldest go first when
      // the map is full, and a flood of made-up names never clears the count of the account under attack.
      map.delete(key);
      map.set(key, { failures: fresh ? 1 : c.failures + 1, lastFailure: t });
      for (const oldest of map.keys()) {
        if (map.size <= MAX_KEPT) break;
        map.delete(oldest);
      }
    };
    // An account's count is forgotten after a day without a wrong password.
    bump(this.accounts, username.toLowerCase(), 24 * 60 * 60_000);
    bump(this.pairs, `${address} ${username.toLowerCase()}`, WINDOW_MS);
  }

  succeeded(username: string, address: string): void {
    this.accounts.delete(username.toLowerCase());
    this.pairs.delete(`${address} ${username.toLowerCase()}`);
  }
}

export const tooManyTries = (waitMs: number) => `Too many wrong passwords for this account: try again in ${Math.ceil(waitMs / 1000)} s`;
