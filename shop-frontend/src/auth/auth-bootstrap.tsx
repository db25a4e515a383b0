import { useEffect } from 'react';
import { api } from '../api/enhanced-api';
import { useAppDispatch } from './hooks';

/** Asks GET /api/user once at start (product.md P2.4: a 401 means no user); the auth slice records the answer. */
export function AuthBootstrap() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const request = dispatch(api.endpoints.getUser.initiate(undefined, { subscribe: false }));
    return () => request.unsubscribe();
  }, [dispatch]);
  return null;
}
