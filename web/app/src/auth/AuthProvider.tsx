import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import { identityApi, type CurrentUser } from '../api/identity.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

interface AuthState {
  status: AuthStatus;
  user: CurrentUser | null;
  /** Re-reads the current user (after joining a company, changing the profile...). */
  refresh: () => Promise<CurrentUser | null>;
  setUser: (user: CurrentUser | null) => void;
  login: (email: string, password: string, remember: boolean) => Promise<CurrentUser>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The session lives in an httpOnly cookie; /api/users/session answers null when nobody is signed in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<CurrentUser | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');

  const setUser = useCallback((next: CurrentUser | null) => {
    setUserState(next);
    setStatus(next ? 'signed-in' : 'signed-out');
  }, []);

  const refresh = useCallback(async () => {
    try {
      const me = await identityApi.session();
      setUser(me);
      return me;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
        setUser(null);
      } else {
        setUserState(null);
        setStatus('error');
      }
      return null;
    }
  }, [setUser]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const login = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const me = await identityApi.login({ email, password, remember });
      setUser(me);
      return me;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    try {
      await identityApi.logout();
    } finally {
      setUser(null);
    }
  }, [setUser]);

  const value = useMemo(
    () => ({ status, user, refresh, setUser, login, logout }),
    [status, user, refresh, setUser, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
