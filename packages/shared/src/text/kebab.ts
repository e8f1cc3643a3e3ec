/** "Psalms for the Weary (2024)!" → "psalms-for-the-weary-2024": ASCII ids for URLs and internal names. */
export function toKebabId(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}
