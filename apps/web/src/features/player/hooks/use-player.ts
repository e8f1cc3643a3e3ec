import { useContext } from 'react';
import {
  PlayerActionsContext,
  type PlayerActions,
  type PlayerContextValue,
  PlayerStateContext,
} from '../player-context';

/** State and actions of the app-wide player. Throws outside PlayerProvider (mounted once by the root layout). */
export function usePlayer(): PlayerContextValue {
  const state = useContext(PlayerStateContext);
  const actions = useContext(PlayerActionsContext);
  if (!state || !actions) throw new Error('usePlayer must be used within a PlayerProvider');
  return { ...state, ...actions };
}

/** Only the actions: stable, so the caller does not re-render while audio plays. */
export function usePlayerActions(): PlayerActions {
  const actions = useContext(PlayerActionsContext);
  if (!actions) throw new Error('usePlayerActions must be used within a PlayerProvider');
  return actions;
}
