/** SPEC §2: the standalone-episodes link uses the podcast name lowercased with spaces turned into hyphens. */
export function podcastSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** SPEC §3: a series prefix containing '-standalone' marks a podcast's standalone episodes. */
export function standalonePrefix(internalName: string): string {
  return `${internalName}-standalone`;
}

export function isStandalonePrefix(prefix: string): boolean {
  return prefix.includes('-standalone');
}
