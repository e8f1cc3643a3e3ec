// The translation Bible results use: the one the client sends when it is visible, else the default.
// Reuses the Bible feature's cached translation list (one source of truth for visible and default).
import type { Db } from '../../db/client';
import { findTranslation, getDefaultTranslation } from '../bible/translations.service';

export async function resolveTranslation({ db, id }: { db: Db; id: string | undefined }): Promise<string> {
  const found = id ? await findTranslation({ db, id }) : undefined;
  return found?.id ?? (await getDefaultTranslation({ db }));
}
