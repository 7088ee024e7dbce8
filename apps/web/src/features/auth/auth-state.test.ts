import type { User } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-state';

const ada: User = {
  id: 1,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  image_url: null,
  title: null,
  company_name: null,
  bio: null,
  social_links: { linkedin: null, website: null },
  role: 'USER',
  avatar: null,
  locale: null,
};

describe('authReducer', () => {
  it('starts with no user, unauthenticated and unchecked', () => {
    expect(initialAuthState).toEqual({ user: null, isAuthenticated: false, authChecked: false });
  });

  it('marks a set user as authenticated and checked', () => {
    expect(authReducer(initialAuthState, { type: 'setUser', user: ada })).toEqual({
      user: ada,
      isAuthenticated: true,
      authChecked: true,
    });
  });

  it('marks an empty user as checked but not authenticated', () => {
    expect(authReducer(initialAuthState, { type: 'setUser', user: null })).toEqual({
      user: null,
      isAuthenticated: false,
      authChecked: true,
    });
  });

  it('clears the user on logout and stays checked', () => {
    const signedIn = authReducer(initialAuthState, { type: 'setUser', user: ada });
    expect(authReducer(signedIn, { type: 'logout' })).toEqual({
      user: null,
      isAuthenticated: false,
      authChecked: true,
    });
  });

  it('merges a profile update into the user', () => {
    const signedIn = authReducer(initialAuthState, { type: 'setUser', user: ada });
    const next = authReducer(signedIn, {
      type: 'updateProfile',
      changes: { title: 'Engineer', bio: 'Notes on engines' },
    });
    expect(next.user).toEqual({ ...ada, title: 'Engineer', bio: 'Notes on engines' });
    expect(next.isAuthenticated).toBe(true);
  });

  it('ignores a profile update without a user', () => {
    expect(authReducer(initialAuthState, { type: 'updateProfile', changes: { title: 'x' } })).toBe(initialAuthState);
  });
});
