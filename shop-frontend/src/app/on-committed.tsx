import { useEffect } from 'react';

/**
 * Renders nothing; its effect runs once the render it is part of is on screen. The app's root places it after the
 * router (src/app/start.tsx), and the prerender at the same place (src/prerender/entry-server.tsx): React derives
 * useId's ids from the tree's shape, so both trees must have the same shape for the ids to match when React adopts
 * a prerendered page.
 */
export function OnCommitted({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}
