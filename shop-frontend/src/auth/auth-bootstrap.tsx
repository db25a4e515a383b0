import { useEffect } from 'react';
import { api } from '../api/enhanced-api';
import { useAppDispatch } from './hooks';

/** Asks GET /api/user once at start (spec 1 §6: a 401 means no user); the auth slice records the answer. */
export function AuthBootstrap() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const request = dispatch(api.endpoints.getUser.initiate(undefined, { subscribe: false }));
    return () => request.unsubscribe();
  }, [dispatch]);
  return null;
}
