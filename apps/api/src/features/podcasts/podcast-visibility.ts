// SPEC §6: admins see all podcasts; everyone else only podcasts with status active. Series and episodes
// of a hidden podcast are hidden with it. Every catalog query goes through these two helpers.
import type { AuthUser } from '@rooted/shared';
import { eq, type SQL } from 'drizzle-orm';
import { podcasts } from '../../db/schema';

export type Viewer = Pick<AuthUser, 'id' | 'isAdmin' | 'isSupporter'> | null | undefined;

export const seesHidden = (viewer: Viewer): boolean => Boolean(viewer?.isAdmin);

/** The WHERE condition on `podcasts` for this viewer (undefined: no restriction). */
export function visiblePodcasts(viewer: Viewer): SQL | undefined {
  return seesHidden(viewer) ? undefined : eq(podcasts.status, 'active');
}
