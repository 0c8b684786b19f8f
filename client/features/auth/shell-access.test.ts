import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../domain/accounts';
import { shellAccess } from './shell-access';

const user = (role: 'owner' | 'office' | 'foreman') => ({ id: 1, username: 'u', name: 'U', role });
const signedIn = (role: 'owner' | 'office' | 'foreman'): SessionInfo => ({ authRequired: true, user: user(role), setupRequired: false });

describe('shellAccess: who sees the shell', () => {
  it('a signed-out visitor sees the sign-in page, or the first owner’s form when no owner exists', () => {
    expect(shellAccess({ authRequired: true, user: null, setupRequired: false }, '/')).toEqual({ kind: 'sign-in', setup: false });
    expect(shellAccess({ authRequired: true, user: null, setupRequired: true }, '/payroll')).toEqual({ kind: 'sign-in', setup: true });
  });

  it('with sign-in off, everyone sees every screen', () => {
    for (const path of ['/', '/payroll', '/settings'])
      expect(shellAccess({ authRequired: false, user: null, setupRequired: false }, path)).toEqual({ kind: 'shell' });
  });

  it('no answer yet (offline) opens the shell; the server refuses what the role may not see', () => {
    expect(shellAccess(undefined, '/payroll')).toEqual({ kind: 'shell' });
    expect(shellAccess(null, '/')).toEqual({ kind: 'shell' });
  });

  it('a foreman is sent from the office’s screens to their projects, and opens their own', () => {
    expect(shellAccess(signedIn('foreman'), '/')).toEqual({ kind: 'redirect', to: '/projects' });
    expect(shellAccess(signedIn('foreman'), '/payroll/')).toEqual({ kind: 'redirect', to: '/projects' });
    expect(shellAccess(signedIn('foreman'), '/projects')).toEqual({ kind: 'shell' });
    expect(shellAccess(signedIn('foreman'), '/projects/12')).toEqual({ kind: 'shell' });
  });

  it('the office is sent from the owner’s settings to the dashboard; the owner opens everything', () => {
    expect(shellAccess(signedIn('office'), '/settings')).toEqual({ kind: 'redirect', to: '/' });
    expect(shellAccess(signedIn('office'), '/payroll')).toEqual({ kind: 'shell' });
    expect(shellAccess(signedIn('owner'), '/settings')).toEqual({ kind: 'shell' });
  });
});
