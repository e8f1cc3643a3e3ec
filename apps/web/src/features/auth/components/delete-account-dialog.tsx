import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteAccount } from '../api/profile-api';
import { handleRateLimit } from '../lib/auth-errors';
import { FormField } from './form-field';

/** Deleting is final: the dialog asks for the password, then everything of the user's is removed. */
export function DeleteAccountDialog() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    remove.mutate(
      { password },
      {
        onSuccess: async () => {
          setOpen(false);
          toast.success('Account deleted', { description: 'Your account and all of your data have been removed.' });
          await navigate('/', { replace: true });
        },
        onError: (err) => handleRateLimit(err) || setError(err.message),
      },
    );
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPassword('');
        setError(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          Delete Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" aria-label="Delete account">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes your account with all of your progress, notes, answers, flashcards, bookmarks and
              certificates. It cannot be undone. Download your data first if you want to keep it.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField id="delete-password" label="Enter your password to confirm" type="password" autoComplete="current-password" maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} error={error} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
              Delete My Account
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
