// Topics and recaps editors for admins (issue 12): create, edit, delete, each audited. Reading them for
// readers stays in the topics and recaps features.
import type { RecapSaveRequest, TopicSaveRequest } from '@rooted/shared';
import { recapSaveRequest, topicSaveRequest } from '@rooted/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recapColumns, recaps, topicColumns, topics } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';

type Actor = { db: Db; actorId: string };

export const listTopicsForEditing = ({ db }: { db: Db }) => db.select(topicColumns).from(topics).orderBy(asc(topics.sortOrder), asc(topics.name));
export const listRecapsForEditing = ({ db }: { db: Db }) => db.select(recapColumns).from(recaps).orderBy(asc(recaps.seriesPrefix), asc(recaps.title));

export async function saveTopic({ db, actorId, input, create }: Actor & { input: TopicSaveRequest; create: boolean }) {
  const t = topicSaveRequest.parse(input);
  if (create) {
    const [row] = await db.insert(topics).values(t).onConflictDoNothing().returning(topicColumns);
    if (!row) throw conflict(`A topic with the id ${t.id} already exists.`, 'topic_exists');
    await audit({ db, actorUserId: actorId, action: 'topic.create', target: t.id });
    return row;
  }
  const { id, ...changes } = t;
  const [row] = await db.update(topics).set(changes).where(eq(topics.id, id)).returning(topicColumns);
  if (!row) throw notFound('No such topic.');
  await audit({ db, actorUserId: actorId, action: 'topic.update', target: id, details: { isPremium: t.isPremium } });
  return row;
}

export async function deleteTopic({ db, actorId, id }: Actor & { id: string }) {
  const [row] = await db.delete(topics).where(eq(topics.id, id)).returning({ id: topics.id });
  if (!row) throw notFound('No such topic.');
  await audit({ db, actorUserId: actorId, action: 'topic.delete', target: id });
}

export async function saveRecap({ db, actorId, input, create }: Actor & { input: RecapSaveRequest; create: boolean }) {
  const r = recapSaveRequest.parse(input);
  if (create) {
    const [row] = await db.insert(recaps).values(r).onConflictDoNothing().returning(recapColumns);
    if (!row) throw conflict(`A recap with the id ${r.recapId} already exists.`, 'recap_exists');
    await audit({ db, actorUserId: actorId, action: 'recap.create', target: r.recapId });
    return row;
  }
  const { recapId, ...changes } = r;
  const [row] = await db.update(recaps).set(changes).where(eq(recaps.recapId, recapId)).returning(recapColumns);
  if (!row) throw notFound('No such recap.');
  await audit({ db, actorUserId: actorId, action: 'recap.update', target: recapId });
  return row;
}

export async function deleteRecap({ db, actorId, id }: Actor & { id: string }) {
  const [row] = await db.delete(recaps).where(eq(recaps.recapId, id)).returning({ id: recaps.recapId });
  if (!row) throw notFound('No such recap.');
  await audit({ db, actorUserId: actorId, action: 'recap.delete', target: id });
}
