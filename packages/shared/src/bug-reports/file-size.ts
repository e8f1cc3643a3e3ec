// SPEC §9: screenshot sizes are shown in Bytes, KB or MB (1024-based, up to two decimals).
const UNITS = ['Bytes', 'KB', 'MB'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  // parseFloat drops trailing zeros: "1.5 KB", not "1.50 KB".
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}
