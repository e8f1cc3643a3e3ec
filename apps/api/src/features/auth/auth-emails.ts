// The two messages the auth flow sends. Plain text: the link stays one readable line in every mail client.
import type { MailMessage } from '../../lib/mail';

export function verificationEmail({ to, firstName, url }: { to: string; firstName: string; url: string }): MailMessage {
  return {
    to,
    subject: 'Confirm your email for Rooted',
    link: url,
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      'Welcome to Rooted! Please confirm your email address by opening this link:',
      '',
      url,
      '',
      'The link works for 24 hours. If you did not create a Rooted account, you can ignore this message.',
    ].join('\n'),
  };
}

export function resetPasswordEmail({ to, firstName, url }: { to: string; firstName: string; url: string }): MailMessage {
  return {
    to,
    subject: 'Reset your Rooted password',
    link: url,
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Rooted account. To choose a new password, open this link:',
      '',
      url,
      '',
      'The link works for 1 hour and only once. If you did not ask for this, you can ignore this message: your password stays the same.',
    ].join('\n'),
  };
}
