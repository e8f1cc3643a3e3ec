// SPEC §3 browser_info: what helps reproduce a bug, nothing that identifies the person beyond it.
import type { BrowserInfo } from '@rooted/shared/contracts/bug-reports';

export function collectBrowserInfo(): BrowserInfo {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    userAgent: nav.userAgent.slice(0, 500),
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    colorDepth: window.screen.colorDepth,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: nav.language,
    // navigator.platform is deprecated; prefer the client-hints value where the browser has it.
    platform: nav.userAgentData?.platform || nav.platform,
    cookieEnabled: nav.cookieEnabled,
    onlineStatus: nav.onLine,
  };
}
