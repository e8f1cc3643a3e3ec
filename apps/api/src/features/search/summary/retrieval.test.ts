// Grounded retrieval's phases (retrieval.ts): with three or more terms and no passage holding all of
// them, passages with two of the terms are found before passages with one, however many passages repeat
// a single common word.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { episodeTranscriptSegments, podcastEpisodes, podcasts } from '../../../db/schema';
import { retrievePassages } from './retrieval';

let t: TestApp;
const tag = randomBytes(3).toString('hex');
const episodeId = `retrieval-phases-${tag}`;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps;
  const [podcast] = await db
    .insert(podcasts)
    .values({ name: `Retrieval ${tag}`, internalName: `retrieval-${tag}`, slug: `retrieval-${tag}` })
    .returning({ id: podcasts.id });
  await db.insert(podcastEpisodes).values({ id: episodeId, podcastId: podcast!.id, guid: episodeId, title: 'Neighbours', pubdate: new Date() });
  // 200 segments with one term (a common word), inserted first so that they come first on disk; then the
  // one segment with two of the question's three terms.
  const oneTerm = Array.from({ length: 200 }, (_, i) => ({
    episodeId,
    position: i,
    startSeconds: i * 10,
    endSeconds: i * 10 + 10,
    text: `A zebulunite ${i} walked along the road and kept going.`,
  }));
  await db.insert(episodeTranscriptSegments).values(oneTerm);
  await db.insert(episodeTranscriptSegments).values({
    episodeId,
    position: 200,
    startSeconds: 2000,
    endSeconds: 2010,
    text: 'The zebulunite stopped for the wounded naphtalite on the road.',
  });
});

describe('retrieval phases', () => {
  it('finds the passage with two of three terms even when hundreds of passages hold only the common one', async () => {
    // 'zebulunite' (200 + 1 segments), 'naphtalite' (1) and 'gileadite' (none): no passage has all three.
    const { passages, lexemes } = await retrievePassages({ db: t.deps.db, query: 'zebulunite naphtalite gileadite' });
    expect(lexemes).toHaveLength(3);
    expect(passages[0]).toMatchObject({ id: `segment:${episodeId}:200`, parentId: episodeId });
  });
});
