// An endpoint and the limits it is read against (its own SQL through pgbench, the node:http ceiling),
// measured in turn for a few rounds rather than one after the other once. On a machine whose speed drifts
// within minutes, a limit measured seconds after the endpoint's own stretch is slowed or sped up alike, and
// the median of the rounds' ratios leaves out one disturbed round (docs/decisions/019, thirty-second pass).

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The endpoint's throughput as a share of a limit: each round's ratio, then their median. */
export function shareOfRounds(endpointRates, limitRates) {
  if (endpointRates.length !== limitRates.length) throw new Error('one limit per round of the endpoint');
  return median(endpointRates.map((rate, i) => rate / limitRates[i]));
}

/**
 * `rounds` times: a stretch of the endpoint, then each limit. Resolves with the endpoint's stretches and
 * each limit's measurements, in round order.
 */
export async function measureInTurn({ rounds, endpoint, limits }) {
  const stretches = [];
  const limitRuns = Object.fromEntries(Object.keys(limits).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    stretches.push(await endpoint());
    for (const [name, measure] of Object.entries(limits)) limitRuns[name].push(await measure());
  }
  return { stretches, limitRuns };
}
