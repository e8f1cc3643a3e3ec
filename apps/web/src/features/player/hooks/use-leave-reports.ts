import { useEffect } from 'react';
import type { ListenReason } from '../player-context';

/** Leaving the page (closing the tab, switching apps on a phone) reports where the listener is. */
export function useLeaveReports(report: (reason: ListenReason) => void) {
  useEffect(() => {
    const onHide = () => report('leave');
    const onVisibility = () => document.visibilityState === 'hidden' && report('leave');
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [report]);
}
