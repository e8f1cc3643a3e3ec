// Per-user settings every flashcard call needs: the time zone that decides "today" and the translation
// the answers are shown in. Read from the users row on each call, so a profile change applies at once:
// usually the row the session check read in this same request (c.get('userSettings')), else a query of its own.
import { localDate } from '@rooted/shared';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@rooted/shared/progress/streaks';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserSettings } from '../../lib/context';
import { findTranslation, getDefaultTranslation } from '../bible/translations.service';

export interface StudySettings {
  timeZone: string;
  translation: string;
  /** The user's local date now, 'YYYY-MM-DD'. */
  today: string;
}

export async function studySettings({
  db,
  userId,
  now,
  stored,
}: {
  db: Db;
  userId: string;
  now: Date;
  /** The users row's settings when this request has already read them. */
  stored?: UserSettings;
}): Promise<StudySettings> {
  const [row] = stored
    ? [{ timeZone: stored.timeZone, translation: stored.preferredBibleTranslation }]
    : await db.select({ timeZone: users.timezone, translation: users.preferredBibleTranslation }).from(users).where(eq(users.id, userId));
  const timeZone = isValidTimeZone(row?.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE;
  const preferred = row?.translation ? await findTranslation({ db, id: row.translation }) : undefined;
  const translation = preferred?.id ?? (await getDefaultTranslation({ db }));
  return { timeZone, translation, today: localDate(now, timeZone) };
}

/** Ids in URLs are UUIDs; anything else cannot exist, so it is a 404 rather than a database error. */
export const isUuid = (id: string | undefined): id is string => !!id && z.uuid().safeParse(id).success;
