// SPEC §5 first/last name: input max 50, stripped of markup and scripts, whitespace collapsed, capped at 100.
export const NAME_INPUT_MAX_LENGTH = 50;
export const NAME_MAX_LENGTH = 100;

const SCRIPT_OR_STYLE_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const TAG = /<\/?[a-z!?/][^>]*>?/gi;
const ANGLE = /[<>]/g;
// Control characters (except ordinary whitespace, which is collapsed below) have no place in a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Returns the name as it is stored and shown: plain text, single spaces, at most 100 characters. */
export function sanitizeName(input: string): string {
  return input
    .replace(SCRIPT_OR_STYLE_BLOCK, ' ')
    .replace(TAG, ' ')
    .replace(ANGLE, '')
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
}

/** Error for a raw name input, or null. `required` is true for the first name at sign-up. */
export function nameError(input: string, { required, label }: { required: boolean; label: string }): string | null {
  if (input.length > NAME_INPUT_MAX_LENGTH) return `${label} must be at most ${NAME_INPUT_MAX_LENGTH} characters`;
  if (required && !sanitizeName(input)) return `${label} is required`;
  return null;
}
