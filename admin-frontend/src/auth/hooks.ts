import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from '../lib/store';

export const useAppDispatch = () => useDispatch<AppDispatch>();
export const useAuthToken = () => useSelector((state: RootState) => state.auth.token);
/** The store itself, for work outside RTK Query that needs the token and its refresh (the orders CSV export). */
export const useAppStore = useStore.withTypes<AppStore>();
